/**
 * Path of the purchase notice of a product, where subscribing starts (spec §2 /sign/notice).
 * @example subscribePath('TIP1') // '/sign/notice?productId=TIP1'
 */
export function subscribePath(productId: string): string {
  return `/sign/notice?productId=${encodeURIComponent(productId)}`
}
