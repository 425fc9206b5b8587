// What the boot entry imports to run the `contract` chunk (core, zod, ky: the API contract's schemas are built when
// it runs) in a task of its own, before the app's chunk (decision wave2-speed-7). vite.config.ts puts this module in
// that chunk, so importing it loads nothing the page has not modulepreloaded. The chunk also has the boot entry's
// risk warning (decision wave2-speed-11): the first of the app's chunks to run.
export { apiContract, createApiClient } from '@tougu/core'
export { openBootRiskWarning } from './openBootRiskWarning.js'
