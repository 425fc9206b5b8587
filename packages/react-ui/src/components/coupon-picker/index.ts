export { CouponPicker } from './coupon-picker.js'
export type { CouponPickerProps, CouponPickerOption } from './coupon-picker.js'
