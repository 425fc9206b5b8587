import type * as z from 'zod/mini'
import type { ProductTypeSchema } from '../api/resources/product.js'
import { messages } from '../messages.js'

/** A product's kind as the contract names it. */
export type ProductType = z.infer<typeof ProductTypeSchema>

/**
 * The Chinese name of a product kind (锦囊, 观点包, 直播, 佣金产品), the one list every screen shows;
 * a kind this build does not know is shown as it came.
 * @example productTypeLabel('package') // '观点包'
 */
export function productTypeLabel(type: ProductType | (string & {})): string {
  return (messages.productTypes as Record<string, string | undefined>)[type] ?? type
}
