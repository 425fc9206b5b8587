/**
 * Which attempt at playing the stream the player is on, whether a live stream's one silent second try is spent, and
 * whether the failure is shown (decision wave3-live-1).
 */
export interface PlayerAttempts {
  /** Counts the stream's attachments; a new number attaches the stream again. */
  attempt: number
  /** A live stream's second try is spent; it comes back once the stream has played. */
  retried: boolean
  /** 直播加载失败 (回放加载失败) with 重试 stands in the player's place. */
  failed: boolean
}

/**
 * `failed`: the attached stream cannot be played (its playlist or a segment failed, the player gave up).
 * `played`: the attached stream has played a while, so its next failure is a new one.
 * `retry`: the investor tapped 重试.
 */
export type PlayerEvent = { type: 'failed' } | { type: 'played' } | { type: 'retry' }

export const firstAttempt: PlayerAttempts = { attempt: 0, retried: false, failed: false }

/**
 * The next state of the player's attempts. A live stream that fails is attached again once, silently: a live room
 * must not die on one bad segment or one player hiccup; a second failure in a row shows the message and 重试. A replay
 * shows the message at once (the investor chose when to watch it, and a new attachment would start it from the top).
 * States that do not change are returned as they are (React then skips the render).
 * @example
 * let s = firstAttempt
 * s = nextAttempts(s, { type: 'failed' }, true) // { attempt: 1, retried: true, failed: false }: attached again
 * s = nextAttempts(s, { type: 'failed' }, true) // { attempt: 1, retried: true, failed: true }: 直播加载失败 with 重试
 */
export function nextAttempts(state: PlayerAttempts, event: PlayerEvent, live: boolean): PlayerAttempts {
  switch (event.type) {
    case 'failed':
      if (state.failed) return state
      if (live && !state.retried) return { attempt: state.attempt + 1, retried: true, failed: false }
      return { ...state, failed: true }
    case 'played':
      return state.retried && !state.failed ? { ...state, retried: false } : state
    case 'retry':
      // The investor's own try: the silent one stays spent until the stream plays again, so a stream still down
      // answers 重试 without a second wait.
      return { ...state, attempt: state.attempt + 1, failed: false }
  }
}
