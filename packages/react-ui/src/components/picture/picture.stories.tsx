import type { Meta, StoryObj } from '@storybook/react-vite'
import { Picture } from './picture.js'

// The reference server's artwork (examples/api-server/src/media/art/files, served to Storybook under /art): each
// picture in the box it was made for.
const meta = {
  title: 'Media/Picture',
  component: Picture,
  decorators: [(Story) => <div style={{ width: 351, padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof Picture>
export default meta
type Story = StoryObj<typeof meta>

export const Banner: Story = { args: { href: '/art/banner/B1-960.webp', box: 'banner', alt: '观点包首月体验', loading: 'eager' } }
export const Activity: Story = { args: { href: '/art/activity/AT2-960.webp', box: 'activity', alt: '活动配图' } }
export const LiveCover: Story = { args: { href: '/art/live/LV001-720.webp', box: 'cover', alt: '王明远的直播间' } }
export const OpinionThumbnail: Story = { args: { href: '/art/theme/chip-192.webp', box: 'thumb', alt: '观点配图' } }
export const Portrait: Story = { args: { href: '/art/avatar/TG002-144.webp', box: 'portrait', sizes: '64px', alt: '李欣怡的头像', style: { width: 64, borderRadius: '50%' } } }
/** A picture from elsewhere (a production backend's web address): shown as it is, in the box's shape. */
export const WebAddress: Story = {
  args: { href: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 9%22%3E%3Crect width=%2216%22 height=%229%22 fill=%22%23E8302E%22/%3E%3C/svg%3E', box: 'cover', alt: '封面' },
}
/** A picture that does not load: the box keeps its size and shape. */
export const Broken: Story = { args: { href: '/art/missing.webp', box: 'cover', alt: '封面未能加载' } }
