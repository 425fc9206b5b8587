import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Picture } from './picture.js'

describe('Picture', () => {
  it('asks for the box’s widths of a picture of the app’s media service, with its text alternative and box', () => {
    render(<Picture href="/tougu/media/live/LV001.webp" box="cover" alt="王明远的直播间" />)
    const img = screen.getByRole('img', { name: '王明远的直播间' })
    expect(img).toHaveAttribute('srcset', '/tougu/media/live/LV001.webp?w=480 480w, /tougu/media/live/LV001.webp?w=720 720w, /tougu/media/live/LV001.webp?w=1080 1080w')
    expect(img).toHaveAttribute('sizes', 'calc(100vw - 32px)')
    expect(img).toHaveAttribute('src', '/tougu/media/live/LV001.webp?w=720')
    // The intrinsic size is the box's 16:9, so the box is reserved before the picture arrives.
    expect(img).toHaveAttribute('width', '720')
    expect(img).toHaveAttribute('height', '405')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveClass('tg-picture', 'tg-picture-cover')
  })

  it('shows a web address as it is, and takes another width on the screen', () => {
    const { rerender } = render(<Picture href="https://cdn.example.com/a.jpg" box="banner" alt="活动" />)
    const img = screen.getByRole('img', { name: '活动' })
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.jpg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    rerender(<Picture href="/tougu/media/avatar/TG001.webp" box="portrait" sizes="64px" alt="王明远的头像" loading="eager" />)
    expect(screen.getByRole('img', { name: '王明远的头像' })).toHaveAttribute('sizes', '64px')
    expect(screen.getByRole('img', { name: '王明远的头像' })).toHaveAttribute('loading', 'eager')
  })
})
