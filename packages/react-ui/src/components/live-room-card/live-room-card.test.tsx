import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LiveRoomCard } from '../../index.js'

describe('LiveRoomCard', () => {
  it.each([
    ['live', '直播中'],
    ['upcoming', '预告'],
    ['ended', '已结束'],
  ] as const)('status %s shows the badge %s', (status, badge) => {
    render(<LiveRoomCard title="早盘" adviserName="张三" status={status} viewers={12} />)
    expect(screen.getByText(badge)).toBeInTheDocument()
    expect(screen.getByText('12人观看')).toBeInTheDocument()
  })
  it('names the adviser with the 执业编号 (issue #37)', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" qualificationNo="S0123512345678" status="live" viewers={1} />)
    expect(screen.getByText('张三（执业编号：S0123512345678）')).toBeInTheDocument()
  })
  it('abbreviates large viewer counts in 万', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" status="live" viewers={12345} />)
    expect(screen.getByText('1.2万人观看')).toBeInTheDocument()
  })
})

describe('LiveRoomCard with its cover', () => {
  it('puts the status and viewers on the cover, which names what it shows', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" status="live" viewers={12} coverUrl="/tougu/media/live/LV001.webp" />)
    const cover = screen.getByRole('img', { name: '张三的直播间' })
    expect(cover.closest('.tg-live-cover')).toHaveTextContent('直播中12人观看')
  })
  it('as a tile asks for a 200 px cover', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" qualificationNo="S01" status="live" viewers={12} coverUrl="/tougu/media/live/LV001.webp" layout="tile" />)
    expect(screen.getByRole('img', { name: '张三的直播间' })).toHaveAttribute('sizes', '200px')
    expect(screen.queryByText(/执业编号/)).toBeNull()
  })
})
