import type * as z from 'zod/mini'
import type { AnyCapability } from './capabilityDefinition.js'
import { closeWebview } from './methods/closeWebview.js'
import { copy } from './methods/copy.js'
import { getRiskLevel } from './methods/getRiskLevel.js'
import { getUserInfo } from './methods/getUserInfo.js'
import { getVersion } from './methods/getVersion.js'
import { goToTrade } from './methods/goToTrade.js'
import { openStockQuote } from './methods/openStockQuote.js'
import { openWebview } from './methods/openWebview.js'
import { payOrder } from './methods/payOrder.js'
import { previewPdf } from './methods/previewPdf.js'
import { saveImage } from './methods/saveImage.js'
import { setMenu } from './methods/setMenu.js'
import { setPullRefresh } from './methods/setPullRefresh.js'
import { setTitle } from './methods/setTitle.js'
import { setTopBarColor } from './methods/setTopBarColor.js'
import { share } from './methods/share.js'
import { startRiskEvaluation } from './methods/startRiskEvaluation.js'
import { stopPullRefresh } from './methods/stopPullRefresh.js'

/**
 * Every capability, in documentation order: the one list a new capability joins (its module in methods/).
 * CapabilityMap, CAPABILITY_NAMES, createBridge, the protocol doc's table, the native-host handler table,
 * the e2e fake native and the SDK test page all read it.
 */
export const CAPABILITIES = [
  getUserInfo,
  getRiskLevel,
  openStockQuote,
  goToTrade,
  share,
  saveImage,
  copy,
  previewPdf,
  payOrder,
  setTitle,
  setTopBarColor,
  openWebview,
  closeWebview,
  setMenu,
  getVersion,
  startRiskEvaluation,
  setPullRefresh,
  stopPullRefresh,
] as const

type Definition = (typeof CAPABILITIES)[number]

/** Arguments and result of every capability, read back from the definitions. `undefined` args means the call takes none. */
export type CapabilityMap = { [D in Definition as D['name']]: NonNullable<D['types']> }

export type CapabilityName = keyof CapabilityMap

const BY_NAME: ReadonlyMap<string, AnyCapability> = new Map(CAPABILITIES.map((c) => [c.name, c as unknown as AnyCapability]))

/**
 * The definition of a capability, or undefined for protocol methods (`bridge.*`) and unknown names.
 * @example capabilityNamed('payOrder')?.timeoutMs // 300000
 */
export function capabilityNamed(name: string): AnyCapability | undefined {
  return BY_NAME.get(name)
}

/**
 * The schema a wire request of `method` must match, or undefined for protocol methods and unknown names.
 * @example wireSchemaFor('previewPdf')?.safeParse({ url: 'javascript:alert(1)' }).success // false
 */
export function wireSchemaFor(method: string): z.ZodMiniType | undefined {
  const capability = capabilityNamed(method)
  return capability ? (capability.wire ?? capability.args) : undefined
}

/**
 * Arguments that work for `name`, for test pages and simulators (`pageUrl`: the page's own URL, used where
 * a capability takes a link).
 * @example capabilityExample('openStockQuote', location.href) // { code: '600519', market: 'SH', name: '贵州茅台' }
 */
export function capabilityExample<K extends CapabilityName>(name: K, pageUrl: string): CapabilityMap[K]['args'] {
  return capabilityNamed(name)?.example(pageUrl) as CapabilityMap[K]['args']
}
