import { Button, createErrorBlock } from 'antd-mobile'
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty'
import { useNavigate } from '../navigation/router.js'
import { appMessages } from '../messages.js'

// Only the 'empty' illustration: antd-mobile's ready-made ErrorBlock carries all four (~9 kB gzip of SVG).
const ErrorBlock = createErrorBlock({ empty: emptyImage })

/** The 404 page (an unknown path, or a detail page without its id), with the way home. */
export function NotFound() {
  const navigate = useNavigate()
  return (
    <ErrorBlock status="empty" fullPage title={appMessages.notFoundTitle} description={appMessages.notFoundDescription}>
      <Button color="primary" onClick={() => void navigate('/index', { replace: true })}>
        {appMessages.backHome}
      </Button>
    </ErrorBlock>
  )
}
