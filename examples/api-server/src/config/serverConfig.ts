import { ReleaseVersionSchema } from '@tougu/core'
import * as z from 'zod'
import { createPackageSigner } from '../release/packageSigning.js'
import { MAX_BENCH_INVESTORS } from '../seed/benchInvestors.js'

/** WeChat credentials the server signs with: the JS-SDK share signature and the JSAPI pay parameters. */
export interface WechatSecrets {
  /** Official account AppID (`TOUGU_WX_APPID`). */
  appId: string
  /** WeChat pay merchant API key (`TOUGU_WX_MCH_KEY`): signs pay parameters; never leaves the server. */
  merchantKey: string
  /** JS-SDK `jsapi_ticket` (`TOUGU_WX_JSAPI_TICKET`): signs `wx.config`; a real server refreshes it. */
  jsapiTicket: string
}

/** The demo credentials: used only in demo mode, and only for what the environment does not set. */
export const DEMO_WECHAT: WechatSecrets = {
  appId: 'wx0000000000demo',
  merchantKey: 'tougu-demo-merchant-key-0000000000',
  jsapiTicket: 'tougu-demo-jsapi-ticket',
}

/** What `main.ts` takes from the environment (README "Configuration"). */
export interface ServerConfig {
  /** Demo mode: `/api/demo/pay`, the fixed SMS code, SMS codes in the log, demo WeChat credentials. */
  demo: boolean
  /** Why the mode is what it is, for the start-up line. */
  modeReason: string
  wechat: WechatSecrets
  /** `TOUGU_DEMO_SMS_CODE` (demo mode only). */
  fixedSmsCode: string | undefined
  /** `TOUGU_CORS_ORIGINS`: origins allowed to call the API cross-origin. */
  corsOrigins: string[]
  /** `TOUGU_FRAME_ANCESTORS`: other origins allowed to frame the app. */
  frameAncestors: string[]
  /** `TOUGU_PACKAGE_SIGNING_KEY`: PKCS#8 PEM of the ECDSA P-256 key signing offline packages (demo key in demo mode). */
  packageSigningKey: string | undefined
  /** `TOUGU_MEDIA_SIGNING_KEY`: the key paid media addresses are signed with (random per process when unset). */
  mediaSigningKey: string | undefined
  /** `TOUGU_RECALLED_RELEASES`: comma-separated release versions recalled (decision wave3-shipping-4). */
  recalledReleases: string[]
  /** `TOUGU_BENCH_INVESTORS` (demo mode only): investors the load benchmark signs in (0: none). */
  benchInvestors: number
  /**
   * `TOUGU_DEMO_NOW` (demo mode only): the instant the server's clock reads at start; it runs on from there. Shows (and
   * tests) a given day and hour, e.g. a Friday after the close or a month end (decision wave3-journey-2).
   */
  demoNow: Date | undefined
}

/** A configuration the server refuses to start with; the message says what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

const SECRET_VARS = { appId: 'TOUGU_WX_APPID', merchantKey: 'TOUGU_WX_MCH_KEY', jsapiTicket: 'TOUGU_WX_JSAPI_TICKET' } as const

/**
 * Reads the server's configuration from the environment. Demo mode is on unless `NODE_ENV=production` or
 * `TOUGU_DEMO=0`; outside it every secret must come from the environment, and demo-only settings are refused.
 *
 * @example
 * const config = resolveServerConfig(process.env) // throws ConfigError with a clear message
 */
export function resolveServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const flag = env.TOUGU_DEMO?.trim().toLowerCase()
  const flagOff = flag === '0' || flag === 'false' || flag === 'off'
  const flagOn = flag === '1' || flag === 'true' || flag === 'on'
  if (flag !== undefined && flag !== '' && !flagOff && !flagOn) throw new ConfigError(`TOUGU_DEMO=${env.TOUGU_DEMO} is not understood: use 1 (demo mode) or 0 (off).`)
  if (production && flagOn) throw new ConfigError('TOUGU_DEMO=1 cannot be combined with NODE_ENV=production: demo mode lets any investor mark their own orders paid.')
  const demo = !production && !flagOff
  const modeReason = production ? 'NODE_ENV=production' : flagOff ? 'TOUGU_DEMO=0' : flagOn ? 'TOUGU_DEMO=1' : 'default; NODE_ENV=production or TOUGU_DEMO=0 turns it off'

  const wechat = { ...DEMO_WECHAT }
  const missing: string[] = []
  for (const [key, name] of Object.entries(SECRET_VARS) as [keyof WechatSecrets, string][]) {
    const value = env[name]?.trim()
    if (value) wechat[key] = value
    else if (!demo) missing.push(name)
  }
  if (missing.length > 0) {
    throw new ConfigError(`Not in demo mode (${modeReason}), so the WeChat credentials must come from the environment: set ${missing.join(', ')}. (Demo credentials are used only in demo mode.)`)
  }

  const fixedSmsCode = env.TOUGU_DEMO_SMS_CODE?.trim() || undefined
  if (fixedSmsCode !== undefined && !demo) throw new ConfigError(`TOUGU_DEMO_SMS_CODE is a demo affordance (anyone could sign in with it) and is refused outside demo mode (${modeReason}).`)
  if (fixedSmsCode !== undefined && !/^\d{6}$/.test(fixedSmsCode)) throw new ConfigError('TOUGU_DEMO_SMS_CODE must be 6 digits.')

  const benchSetting = env.TOUGU_BENCH_INVESTORS?.trim() || undefined
  const benchInvestors = benchSetting === undefined ? 0 : Number(benchSetting)
  if (benchSetting !== undefined && !demo) throw new ConfigError(`TOUGU_BENCH_INVESTORS adds investors anyone can sign in as (with the demo SMS code) and is refused outside demo mode (${modeReason}).`)
  if (!Number.isInteger(benchInvestors) || benchInvestors < 0 || benchInvestors > MAX_BENCH_INVESTORS) {
    throw new ConfigError(`TOUGU_BENCH_INVESTORS must be a whole number from 0 to ${MAX_BENCH_INVESTORS}.`)
  }
  const demoNow = demoClock(env.TOUGU_DEMO_NOW, demo, modeReason)
  const mediaSigningKey = env.TOUGU_MEDIA_SIGNING_KEY?.trim() || undefined
  // As guessable as the media it guards otherwise: 32 characters at least (e.g. `openssl rand -base64 32`).
  if (mediaSigningKey !== undefined && mediaSigningKey.length < 32) throw new ConfigError('TOUGU_MEDIA_SIGNING_KEY must be at least 32 characters (e.g. the output of `openssl rand -base64 32`).')

  return {
    demo,
    modeReason,
    benchInvestors,
    wechat,
    fixedSmsCode,
    demoNow,
    corsOrigins: originList(env, 'TOUGU_CORS_ORIGINS'),
    frameAncestors: originList(env, 'TOUGU_FRAME_ANCESTORS'),
    packageSigningKey: signingKey(env.TOUGU_PACKAGE_SIGNING_KEY),
    mediaSigningKey,
    recalledReleases: releaseList(env.TOUGU_RECALLED_RELEASES),
  }
}

/** The signing key as given (literal `\n` allowed for one-line environments), refused unless it is a P-256 key. */
function signingKey(value: string | undefined): string | undefined {
  const pem = value?.trim().replace(/\\n/g, '\n')
  if (!pem) return undefined
  try {
    createPackageSigner(pem)
  } catch (error) {
    throw new ConfigError(`TOUGU_PACKAGE_SIGNING_KEY: ${error instanceof Error ? error.message : String(error)}`)
  }
  return pem
}

/** Release versions, comma-separated; anything that is not a release version is refused. */
function releaseList(value: string | undefined): string[] {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (const item of items) {
    if (!z.safeParse(ReleaseVersionSchema, item).success) throw new ConfigError(`TOUGU_RECALLED_RELEASES: "${item}" is not a release version (A–Z a–z 0–9 . _ + -, at most 64).`)
  }
  return items
}

/** `TOUGU_DEMO_NOW`: an ISO 8601 instant with its zone, within the years the contract takes; demo mode only. */
function demoClock(raw: string | undefined, demo: boolean, modeReason: string): Date | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!demo) throw new ConfigError(`TOUGU_DEMO_NOW moves the server's clock (orders, services, evaluations follow it): a demo affordance, refused outside demo mode (${modeReason}).`)
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : null
  if (!instant || Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 2000 || instant.getUTCFullYear() > 2098) {
    throw new ConfigError(`TOUGU_DEMO_NOW=${value} is not an instant: write it with its zone, e.g. 2026-11-27T16:30:00+08:00 (years 2000–2098).`)
  }
  return instant
}

/**
 * The server's clock: the system's, or in demo mode with `TOUGU_DEMO_NOW` one that read that instant when the server
 * started and runs on at the system clock's pace.
 * @example const now = serverClock(config.demoNow) // () => Date
 */
export function serverClock(demoNow: Date | undefined, systemNow: () => number = Date.now): () => Date {
  if (!demoNow) return () => new Date(systemNow())
  const offset = demoNow.getTime() - systemNow()
  return () => new Date(systemNow() + offset)
}

/** A comma-separated list of origins (`https://a.example.com,http://127.0.0.1:5180`); anything else refused. */
function originList(env: Record<string, string | undefined>, name: string): string[] {
  const items = (env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (const item of items) {
    let origin: string | null = null
    try {
      origin = new URL(item).origin
    } catch {
      origin = null
    }
    if (origin !== item || !/^https?:$/.test(new URL(item).protocol)) {
      throw new ConfigError(`${name}: "${item}" is not an origin (scheme://host[:port], no path or trailing slash).`)
    }
  }
  return items
}
