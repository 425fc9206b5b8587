import type { Preview } from '@storybook/react-vite'

const preview: Preview = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    layout: 'padded',
  },
}
export default preview
