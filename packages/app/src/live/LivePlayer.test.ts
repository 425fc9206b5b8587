import { describe, expect, it } from 'vitest'
import { nativeHls } from './LivePlayer.js'

/** A <video> that answers canPlayType for HLS as a given browser does. */
const video = (answer: '' | 'maybe' | 'probably') =>
  ({ canPlayType: (type: string) => (type === 'application/vnd.apple.mpegurl' ? answer : '') }) as unknown as HTMLVideoElement

describe('which player plays a live room', () => {
  it('lets Safari and iOS WebViews play HLS themselves', () => {
    expect(nativeHls(video('maybe'), { vendor: 'Apple Computer, Inc.', mediaSource: true })).toBe(true)
    expect(nativeHls(video('probably'), { vendor: 'Apple Computer, Inc.', mediaSource: false })).toBe(true)
  })

  it('uses hls.js where Chromium says it can play HLS but Media Source is there', () => {
    expect(nativeHls(video('maybe'), { vendor: 'Google Inc.', mediaSource: true })).toBe(false)
  })

  it('lets a browser without Media Source play HLS itself, and uses hls.js where the browser cannot', () => {
    expect(nativeHls(video('maybe'), { vendor: 'Google Inc.', mediaSource: false })).toBe(true)
    expect(nativeHls(video(''), { vendor: 'Apple Computer, Inc.', mediaSource: true })).toBe(false)
  })
})
