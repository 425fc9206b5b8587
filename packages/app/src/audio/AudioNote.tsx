import { useEffect, useRef } from 'react'
import { followableLink } from '@tougu/core'
import { mediaUrl } from '../services/mediaUrl.js'
import { useServices } from '../services/index.js'

export const audioMessages = {
  label: (title: string) => `音频：${title}`,
  unsupported: '当前浏览器不支持音频播放',
} as const

/**
 * Only what core's `followableLink` follows is played (one rule for every address from data, issue #34): a media path
 * of the app (under its base) or an http(s) URL; anything else from the data is ignored.
 */
function playable(url: string | null | undefined): string | null {
  const link = followableLink(url)
  if (!link) return null
  return link.kind === 'route' ? mediaUrl(link.path) : link.url
}

/**
 * The audio of a live replay or a tips update, played in the page (decision wave2-reach19-3): the browser's
 * own `<audio controls>` (keyboard and screen-reader operable, named after the item). The URL is remembered by
 * the item's id in the client store (spec §3 "audio urls by id"); the page plays the address the server gave now
 * (a paid item's is signed and expires, so a remembered one may be stale); starting one audio
 * pauses any other playing on the page.
 * @example <AudioNote id={u.id} url={u.audioUrl} title={u.title} />
 */
export function AudioNote({ id, url, title }: { id: string; url: string | null | undefined; title: string }) {
  const { client } = useServices()
  const given = playable(url)
  useEffect(() => {
    if (given) client.setAudioUrl(id, given)
  }, [client, id, given])
  // The address the server just gave is played, not the remembered one: a paid item's address is signed and
  // expires (issue #34), so an older remembered copy may be refused.
  const src = given
  const ref = useRef<HTMLAudioElement>(null)
  if (!src) return null
  return (
    <audio
      ref={ref}
      className="tg-audio-note"
      controls
      preload="none"
      src={src}
      aria-label={audioMessages.label(title)}
      onPlay={() => {
        for (const other of Array.from(document.querySelectorAll('audio'))) if (other !== ref.current && !other.paused) other.pause()
      }}
      style={{ display: 'block', width: '100%', marginTop: 8 }}
    >
      {audioMessages.unsupported}
    </audio>
  )
}
