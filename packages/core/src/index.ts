// Public API of @tougu/core. Named exports only; types with `export type`.
export { PERIOD_UNITS, LIMITED_FREE_PERIOD, periodUnitLabel } from './pricing/periodUnit.js'
export type { PeriodUnit } from './pricing/periodUnit.js'
