import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * How long a signed address of paid media stays good: one sitting (a long replay, a broadcast the player keeps
 * re-reading). Reopening the room asks the server again and gets a new one.
 */
export const MEDIA_URL_TTL_MS = 6 * 60 * 60 * 1000

/** Signs and checks the addresses of paid media (a paid room's stream, replay and audio; a tips update's audio). */
export interface MediaSigner {
  /**
   * The stored path with `exp` (Unix seconds) and `sig` added: what the server hands a holder.
   * @example signer.sign('/media/stream/LV011/replay.m3u8', now) // '/media/stream/LV011/replay.m3u8?exp=…&sig=…'
   */
  sign(path: string, now: Date): string
  /** Whether `exp` and `sig` (from the request's query) were made by `sign` for this path and have not expired. */
  verify(path: string, exp: string | undefined, sig: string | undefined, now: Date): boolean
}

/**
 * A media address is a bearer secret, as a CDN's signed URL is: a <video> or <audio> element cannot send the API's
 * Authorization header, so the holder gets an address only the server can make (HMAC-SHA256 over path and expiry) and
 * that stops working after MEDIA_URL_TTL_MS (issue #34). The key is random per process unless given
 * (`TOUGU_MEDIA_SIGNING_KEY`: several instances behind one address must share it).
 *
 * @example
 * const signer = createMediaSigner()
 * const url = signer.sign('/media/audio/LV011.wav', new Date())
 */
export function createMediaSigner(key: string | Uint8Array = randomBytes(32), ttlMs = MEDIA_URL_TTL_MS): MediaSigner {
  const mac = (path: string, exp: string) => createHmac('sha256', key).update(`${path}\n${exp}`, 'utf8').digest()
  return {
    sign(path, now) {
      const exp = String(Math.floor((now.getTime() + ttlMs) / 1000))
      return `${path}?exp=${exp}&sig=${mac(path, exp).toString('base64url')}`
    },
    verify(path, exp, sig, now) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false
      if (Number(exp) * 1000 <= now.getTime()) return false
      return timingSafeEqual(mac(path, exp), Buffer.from(sig, 'base64url'))
    },
  }
}
