import { Button, ErrorBlock } from 'antd-mobile'
import { useNavigate } from 'react-router'

export function NotFound() {
  const navigate = useNavigate()
  return (
    <ErrorBlock status="empty" fullPage title="页面不存在" description="您访问的页面不存在或已下线">
      <Button color="primary" onClick={() => void navigate('/index', { replace: true })}>
        返回首页
      </Button>
    </ErrorBlock>
  )
}
