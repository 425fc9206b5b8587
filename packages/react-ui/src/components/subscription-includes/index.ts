export { SubscriptionIncludes } from './subscription-includes.js'
export type { SubscriptionIncludesProps } from './subscription-includes.js'
