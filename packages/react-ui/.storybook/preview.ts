import type { Preview } from '@storybook/react-vite'
import 'antd-mobile/es/global'
import '../src/theme/theme.css'
import { installReactUi } from '../src/setup/installReactUi.js'

// Imperative Dialog/Toast need the React 19 adapter, as in the app.
installReactUi()

const preview: Preview = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    layout: 'fullscreen',
  },
}
export default preview
