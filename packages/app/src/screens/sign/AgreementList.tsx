import { List } from 'antd-mobile'
import { useServices } from '../../services/index.js'
import { signMessages } from './signMessages.js'

/**
 * The agreements of a product: in the native app the PDF opens in its viewer (`previewPdf`), elsewhere
 * through the link.
 * @example <AgreementList agreements={product.agreements} />
 */
export function AgreementList({ agreements, header }: { agreements: readonly { title: string; url: string }[]; header?: string }) {
  const { bridge, window: win } = useServices()
  const preview = (doc: { title: string; url: string }) => (event: { preventDefault(): void }) => {
    if (bridge.environment !== 'app') return
    event.preventDefault()
    // The native viewer needs an absolute http(s) URL (bridge protocol §6); the API may give a path.
    const url = new URL(doc.url, win.location.href).href
    void bridge.previewPdf({ url, title: doc.title }).catch(() => win.open(url, '_blank'))
  }
  return (
    <List header={header}>
      {agreements.map((doc) => (
        <List.Item
          key={doc.url}
          extra={
            <a href={doc.url} target="_blank" rel="noreferrer" onClick={preview(doc)}>
              {signMessages.previewAgreement}
            </a>
          }
        >
          {doc.title}
        </List.Item>
      ))}
    </List>
  )
}
