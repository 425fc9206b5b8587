import type { Meta, StoryObj } from '@storybook/react-vite'
import { RichContent } from './rich-content.js'

const meta = {
  title: 'Content/RichContent',
  component: RichContent,
  args: {
    html: '<h2>节后行情展望</h2><p>市场在<strong>政策预期</strong>下震荡上行，建议关注<a href="https://example.com/report">研究报告</a>。</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="走势图">',
  },
} satisfies Meta<typeof RichContent>
export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {}
export const Empty: Story = { args: { html: '' } }
export const LongText: Story = {
  args: { html: `<p>${'长期来看，优质资产的估值修复仍有空间，短期波动不改变趋势判断。'.repeat(40)}</p>` },
}
export const HostileMarkupRemoved: Story = {
  args: {
    html: '<p>正文</p><img src=x onerror="alert(1)" alt="图"><a href="javascript:alert(1)">链接</a><script>alert(1)</script>',
  },
}
