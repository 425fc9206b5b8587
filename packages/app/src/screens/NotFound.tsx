import { Button } from 'antd-mobile'
import { EmptyBlock } from '@tougu/react-ui'
import { useNavigate } from '../navigation/router.js'
import { appMessages } from '../messages.js'

/** The 404 page (an unknown path, or a detail page without its id), with the way home. The empty block's icon is
 * antd-mobile-icons', like every other empty and error state. */
export function NotFound() {
  const navigate = useNavigate()
  return (
    <EmptyBlock title={appMessages.notFoundTitle} description={appMessages.notFoundDescription}>
      <Button color="primary" onClick={() => void navigate('/index', { replace: true })}>
        {appMessages.backHome}
      </Button>
    </EmptyBlock>
  )
}
