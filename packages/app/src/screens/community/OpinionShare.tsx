import { useEffect, useMemo, useState } from 'react'
import { Button } from 'antd-mobile'
import { ARG_LIMITS, bridgeMessages, isBridgeError } from '@tougu/bridge'
import { adviserByline } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useHref, useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { useShareMenu } from '../../navigation/useShareMenu.js'
import { NotFound } from '../NotFound.js'
import { drawSharePoster, type SharePosterContent } from './sharePoster.js'
import { publicOrigin } from '../../release/publicOrigin.js'

const posterMessages = {
  poster: '分享图片',
  posterAlt: (title: string) => `分享图片：${title}`,
  sharePoster: '分享图片',
  savePoster: '保存图片',
  saved: '图片已保存',
  saveFailed: '图片保存失败，请长按图片保存',
  posterHint: '长按图片可保存或发送给好友',
  posterFailed: '分享图片生成失败，可复制链接分享',
  /** WeChat and WeCom share the page from their own menu (decision wave2-reach19-6). */
  containerMenu: '点击右上角“…”，可将本页转发给微信好友或同事',
} as const

function usePoster(content: SharePosterContent | null): string | null {
  const { window: win } = useServices()
  return useMemo(() => {
    if (!content) return null
    try {
      return drawSharePoster(win.document, content)
    } catch (e) {
      console.warn('[tougu] share poster:', e)
      return null
    }
  }, [win, content])
}

/** A share that did not happen, in words: cancelled, not possible here, or failed (never the bridge's code). */
export function shareFailureText(error: unknown): string {
  if (isBridgeError(error, 'CANCELLED')) return appMessages.shareCancelled
  if (isBridgeError(error, 'UNAVAILABLE') || isBridgeError(error, 'UNIMPLEMENTED')) return appMessages.shareUnavailable
  return appMessages.shareFailed
}

/**
 * Sharing an opinion (spec §2 /view/share?id=; decision wave2-reach19-2): a share picture (title, adviser, a QR
 * code of the opinion; 430 px, JPEG 0.5) that the firm's app shares as an image when its version is above the
 * configured minimum and saves (bridge saveImage); elsewhere the picture can be long-pressed or downloaded. The
 * link card is shared natively / through Web Share, or the link copied; the native menu carries 分享 too.
 */
export function OpinionShare() {
  const { bridge, window: win } = useServices()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const detailHref = useHref(`/view/detail?id=${encodeURIComponent(id)}`)
  // Under the iOS app's package scheme the link still opens the https page for whoever receives it.
  const link = new URL(detailHref, publicOrigin(win.location)).href
  const detail = useApiQuery('opinions.detail', { id })
  const [result, setResult] = useState<string | null>(null)
  const data = detail.data?.data
  const content = useMemo(
    () => (data ? { title: data.title, adviser: data.tgName, qualificationNo: data.qualificationNo, summary: data.summary, link } : null),
    [data, link],
  )
  const poster = usePoster(content)
  const inApp = bridge.environment === 'app'
  // Image share depends on the app's version, known once the handshake answered.
  const [ready, setReady] = useState(!inApp)
  useEffect(() => {
    let live = true
    void bridge.ready().then(
      () => live && setReady(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [bridge])

  const shared = (r: { via: string }) => setResult(appMessages.shareDone[r.via] ?? appMessages.shareDone.native ?? null)
  const shareLink = () => {
    if (!data) return
    void bridge
      // The bridge refuses texts over the protocol's limits (ARG_LIMITS); a long summary is cut.
      .share({ kind: 'link', title: data.title.slice(0, ARG_LIMITS.shareTitle), desc: data.summary.slice(0, ARG_LIMITS.shareDesc), link })
      .then(shared, (e: unknown) => setResult(shareFailureText(e)))
  }
  useShareMenu(shareLink, !!data && bridge.isAvailable('share'))

  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={detail}>
        {({ data }) => (
          <>
            <section className="tg-card" aria-label={appMessages.share}>
              <h2 className="tg-card-title">{data.title}</h2>
              <p className="tg-card-text">{data.summary}</p>
              <p className="tg-card-meta">{adviserByline(data.tgName, data.qualificationNo)}</p>
              <p className="tg-card-meta">{appMessages.sharePreviewTip}</p>
              {(bridge.environment === 'wechat' || bridge.environment === 'wxwork') && <p className="tg-card-text">{posterMessages.containerMenu}</p>}
              {bridge.isAvailable('share') && (
                <Button block color="primary" onClick={shareLink}>
                  {appMessages.share}
                </Button>
              )}
              <Button
                block
                style={{ marginTop: 8 }}
                onClick={() =>
                  void bridge.copy({ text: link }).then(
                    () => showToast(appMessages.shareCopied),
                    () => showToast(bridgeMessages.copyFailed),
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
            <section className="tg-card" aria-label={posterMessages.poster}>
              <h2 className="tg-card-title">{posterMessages.poster}</h2>
              {poster ? (
                <>
                  <img src={poster} alt={posterMessages.posterAlt(data.title)} style={{ display: 'block', width: '100%', maxWidth: 430, height: 'auto', margin: '0 auto' }} />
                  {inApp && ready ? (
                    <>
                      {bridge.canShareImage() ? (
                        <Button
                          block
                          color="primary"
                          style={{ marginTop: 8 }}
                          onClick={() =>
                            void bridge.share({ kind: 'image', image: poster }).then(shared, (e: unknown) => setResult(shareFailureText(e)))
                          }
                        >
                          {posterMessages.sharePoster}
                        </Button>
                      ) : (
                        // Below the firm's minimum version (VITE_IMAGE_SHARE_MIN_IOS / _ANDROID) the app cannot take a picture.
                        <p className="tg-card-meta">{bridgeMessages.imageShareNeedsUpgrade}</p>
                      )}
                      {bridge.isAvailable('saveImage') && (
                        <Button
                          block
                          style={{ marginTop: 8 }}
                          onClick={() =>
                            void bridge.saveImage({ image: poster }).then(
                              () => showToast(posterMessages.saved),
                              (e: unknown) => showToast(isBridgeError(e, 'CANCELLED') ? bridgeMessages.cancelled : posterMessages.saveFailed),
                            )
                          }
                        >
                          {posterMessages.savePoster}
                        </Button>
                      )}
                    </>
                  ) : inApp ? null : (
                    <>
                      <p className="tg-card-meta">{posterMessages.posterHint}</p>
                      <a className="adm-button adm-button-block adm-button-shape-default" href={poster} download={`${data.title.slice(0, 30)}.jpg`} style={{ marginTop: 8, textAlign: 'center' }}>
                        {posterMessages.savePoster}
                      </a>
                    </>
                  )}
                </>
              ) : (
                <p className="tg-card-meta">{posterMessages.posterFailed}</p>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Page>
  )
}
