import { List } from 'antd-mobile'
import type { MouseEvent, ReactNode } from 'react'
import { useHref, useLocation } from '../../navigation/router.js'
import {
  coolingOffLastDay,
  followableLink,
  shanghaiDayIndex,
  shanghaiDayText,
  type AgreementFacts,
  type FollowableLink,
  type LegalDocument,
  type ProductInfo,
} from '@tougu/core'
import { LegalDocumentView, useObservable } from '@tougu/react-ui'
import type { SignFlow } from './signFlow.js'
import { useNow, useServices } from '../../services/index.js'
import { useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/** Where the service agreement's own text sits on its page (a link to the page being read scrolls to it). */
export const SERVICE_AGREEMENT_ID = 'tg-service-agreement'

const withoutQuery = (path: string) => path.split(/[?#]/)[0] ?? path

/** A long agreement scrolls in its box, so the tick box and the action under it stay in view. */
const AGREEMENT_HEIGHT = 320

/**
 * The facts an agreement is filled in with (issue #37): the signed-in investor, the firm (core's), the product and
 * its adviser with 执业编号, today as the signing day and the cooling-off's last day counted from it, and the flow's
 * period and amount (the order's, once there is one).
 * @example const facts = useAgreementFacts(product, flow)
 */
export function useAgreementFacts(product: ProductInfo, flow: SignFlow | null): AgreementFacts {
  const { session } = useServices()
  const now = useNow()
  const user = useObservable(session.user$)
  const today = new Date(now)
  const commission = product.productType === 'commission'
  return {
    investor: { name: user?.userName ?? '', fundAccount: user?.cid ?? '' },
    product: { name: product.productName, riskLevel: product.riskLevel, type: product.productType },
    adviser: { name: product.adviser.tgName, qualificationNo: product.adviser.qualificationNo },
    signDate: shanghaiDayText(shanghaiDayIndex(today)),
    coolingOffLastDay: coolingOffLastDay(today),
    periodId: commission ? null : (flow?.periodId ?? null),
    amount: commission ? null : (flow?.order?.payAmount ?? flow?.quotedPayAmount ?? null),
    serviceStart: null,
    serviceEnd: null,
  }
}

/**
 * The service agreement's text, filled in (spec §2: /sign/attachService and /sign/attachCommissionService are the
 * service agreement pages), so the investor reads what they accept before the tick box under it.
 * @example <ServiceAgreementText document={serviceAgreement(facts)} />
 */
export function ServiceAgreementText({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <LegalDocumentView id={SERVICE_AGREEMENT_ID} document={document} maxHeight={AGREEMENT_HEIGHT}>
      {children}
    </LegalDocumentView>
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
