import { Button, ErrorBlock } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { appMessages } from '../messages.js'

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
