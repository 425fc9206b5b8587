import { List } from 'antd-mobile'
import type { MouseEvent, ReactNode } from 'react'
import { useHref, useLocation } from '../../navigation/router.js'
import { followableLink, type FollowableLink } from '@tougu/core'
import { useServices } from '../../services/index.js'
import { useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/** Where the service agreement's own text sits on its page (a link to the page being read scrolls to it). */
export const SERVICE_AGREEMENT_ID = 'tg-service-agreement'

const withoutQuery = (path: string) => path.split(/[?#]/)[0] ?? path

/**
 * The service agreement's text (spec §2: /sign/attachService and /sign/attachCommissionService are the service
 * agreement pages), so the investor can read what they accept.
 * @example <ServiceAgreementText />
 */
export function ServiceAgreementText() {
  return (
    <section id={SERVICE_AGREEMENT_ID} aria-label={signMessages.serviceAgreementTitle} style={{ padding: '12px 12px 0', lineHeight: 1.7 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{signMessages.serviceAgreementTitle}</h2>
      <div style={{ maxHeight: 240, overflowY: 'auto', fontSize: 14 }} tabIndex={0}>
        {signMessages.serviceAgreementBody.map((line) => (
          <p key={line} style={{ margin: '0 0 8px' }}>
            {line}
          </p>
        ))}
      </div>
    </section>
  )
}

/**
 * A link to an agreement page of the signing flow: a real address (to open or share), followed in this webview with
 * the flow's return path; the agreement of the page being read scrolls to its text instead.
 * @example <AgreementRouteLink path="/sign/attachCommissionService?productId=COM1" className="tg-link">查看服务协议</AgreementRouteLink>
 */
export function AgreementRouteLink({ path, className, children = signMessages.previewAgreement }: { path: string; className?: string; children?: ReactNode }) {
  const go = useSignNavigate()
  const { window: win } = useServices()
  const { pathname } = useLocation()
  const href = useHref(path)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // The agreement of the page being read (the service agreement on /sign/attachService): its text is here.
    if (withoutQuery(path) === pathname) {
      win.document.getElementById(SERVICE_AGREEMENT_ID)?.scrollIntoView({ block: 'start' })
      return
    }
    // The same webview: the signing flow lives in this tab's sessionStorage, and back returns to the step.
    go(path)
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}

function WebLink({ doc, url }: { doc: { title: string }; url: string }) {
  const { bridge, window: win } = useServices()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (bridge.environment !== 'app') return
    event.preventDefault()
    void bridge.previewPdf({ url, title: doc.title }).catch(() => win.open(url, '_blank'))
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" onClick={onClick}>
      {signMessages.previewAgreement}
    </a>
  )
}

function AgreementLink({ doc, target }: { doc: { title: string }; target: FollowableLink | null }) {
  if (!target) return <span className="tg-card-meta">{signMessages.agreementUnavailable}</span>
  return target.kind === 'route' ? <AgreementRouteLink path={target.path} /> : <WebLink doc={doc} url={target.url} />
}

/**
 * The agreements of a product. Links follow core's `followableLink` rule: an app route (the agreement pages of
 * spec §2) opens under the app's base in this webview; an http(s) document opens in the native app's PDF viewer
 * (`previewPdf`) or a new tab; anything else (`javascript:`, `data:`…) is not a link at all.
 * @example <AgreementList agreements={product.agreements} />
 */
export function AgreementList({ agreements, header }: { agreements: readonly { title: string; url: string }[]; header?: string }) {
  return (
    <List header={header}>
      {agreements.map((doc) => (
        <List.Item key={doc.url} extra={<AgreementLink doc={doc} target={followableLink(doc.url)} />}>
          {doc.title}
        </List.Item>
      ))}
    </List>
  )
}
