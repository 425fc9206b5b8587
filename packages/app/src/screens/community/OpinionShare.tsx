import { useState } from 'react'
import { Button } from 'antd-mobile'
import { ARG_LIMITS, isBridgeError } from '@tougu/bridge'
import { showToast } from '@tougu/react-ui'
import { useHref, useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'

/**
 * Sharing an opinion (spec §2 /view/share?id=): a share card, native / Web Share through the bridge, and
 * copying the link where sharing is not available. Inside WeChat the menu share is set by the navigation hooks.
 */
export function OpinionShare() {
  const { bridge, window: win } = useServices()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const detailHref = useHref(`/view/detail?id=${encodeURIComponent(id)}`)
  const link = new URL(detailHref, win.location.origin).href
  const detail = useApiQuery('opinions.detail', { id })
  const [result, setResult] = useState<string | null>(null)
  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={detail}>
        {({ data }) => (
          <section className="tg-card" aria-label={appMessages.share}>
            <h2 className="tg-card-title">{data.title}</h2>
            <p className="tg-card-text">{data.summary}</p>
            <p className="tg-card-meta">{data.tgName}</p>
            <p className="tg-card-meta">{appMessages.sharePreviewTip}</p>
            {bridge.isAvailable('share') && (
              <Button
                block
                color="primary"
                onClick={() =>
                  void bridge
                    // The bridge refuses texts over the protocol's limits (ARG_LIMITS); a long summary is cut.
                    .share({ kind: 'link', title: data.title.slice(0, ARG_LIMITS.shareTitle), desc: data.summary.slice(0, ARG_LIMITS.shareDesc), link })
                    .then(
                    (r) => setResult(r.via),
                    (e: unknown) => setResult(isBridgeError(e) ? e.code : String(e)),
                  )
                }
              >
                {appMessages.share}
              </Button>
            )}
            <Button
              block
              style={{ marginTop: 8 }}
              onClick={() =>
                void bridge.copy({ text: link }).then(
                  () => showToast(appMessages.shareCopied),
                  (e: unknown) => showToast(e instanceof Error ? e.message : String(e)),
                )
              }
            >
              {appMessages.copyLink}
            </Button>
            {result && (
              <p className="tg-card-meta" role="status">
                {result}
              </p>
            )}
          </section>
        )}
      </QueryView>
    </Page>
  )
}
