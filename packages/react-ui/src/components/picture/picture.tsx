import type { CSSProperties } from 'react'
import { mediaSources, type MediaBox } from '@tougu/core'

export interface PictureProps {
  /** The picture's address as the page loads it (the app's `mediaUrl`). */
  href: string
  /** The box it is shown in: its aspect ratio and the widths the picture is made at (core's MEDIA_BOXES). */
  box: MediaBox
  /** What the picture shows, for those who do not see it; `''` only where the same words stand beside it. */
  alt: string
  /** The box's width on the screen when it is not the box's usual one (`sizes`, e.g. `64px` for a large portrait). */
  sizes?: string
  /** `eager` for the first screen's largest picture; everything else loads as it nears the viewport. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  style?: CSSProperties
}

/**
 * A picture made for its box (issue #33): shown at the box's aspect ratio (never cropped, never stretched), fetched at
 * the box's width for the screen's device pixel ratio (`srcset`/`sizes` from core's `mediaSources`), with its box
 * reserved before it arrives (no layout shift) and its text alternative.
 * @example <Picture href="/tougu/media/live/LV001.webp" box="cover" alt="王明远的直播间" />
 */
export function Picture({ href, box, alt, sizes, loading = 'lazy', fetchPriority, className, style }: PictureProps) {
  const s = mediaSources(href, box, sizes)
  return (
    <img
      className={className ? `tg-picture tg-picture-${box} ${className}` : `tg-picture tg-picture-${box}`}
      src={s.src}
      srcSet={s.srcSet}
      sizes={s.sizes}
      width={s.width}
      height={s.height}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      style={style}
    />
  )
}
