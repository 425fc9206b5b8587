import type { ReactNode } from 'react'
import { isLoggedIn } from '@tougu/core'
import { useObservable } from '@tougu/react-ui'
import { useServices } from '../../services/index.js'
import { LoginPanel } from './LoginPanel.js'

/**
 * Shows its children to a signed-in user and the login entry to a visitor (user-scoped screens).
 * @example <LoginGate><MyOrdersBody /></LoginGate>
 */
export function LoginGate({ children, intro }: { children: ReactNode; intro?: string }) {
  const { session } = useServices()
  const user = useObservable(session.user$)
  if (!isLoggedIn(user)) return <LoginPanel {...(intro ? { intro } : {})} />
  return <>{children}</>
}
