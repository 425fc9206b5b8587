export { CouponCard } from './coupon-card.js'
export type { CouponCardProps, CouponStatus } from './coupon-card.js'
