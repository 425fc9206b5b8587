import { Button } from 'antd-mobile'
import { formatRelativeTime, qualificationNote, type OpinionDetail as OpinionDetailData } from '@tougu/core'
import { RichContent } from '@tougu/react-ui'
import { useSearchParams } from '../../navigation/router.js'
import { adviserHomePath, AppLink, useAppNavigate } from '../../navigation/index.js'
import { LockedNotice, Page, QueryView } from '../../root/index.js'
import { useApiQuery, useNow, useUnlockOnPrivilege } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { useStockLinks } from '../../market/useStockLinks.js'
import { useShareMenu } from '../../navigation/useShareMenu.js'
import { opinionQuery } from '../../routes/communityRoutes.js'

/** An opinion's body: title, adviser, time, reads, and the content or the locked notice. */
function OpinionBody({ opinion, preview = false }: { opinion: OpinionDetailData; preview?: boolean }) {
  const now = useNow()
  const stocks = useStockLinks()
  return (
    <article className="tg-card">
      <h2 className="tg-card-title" style={{ fontSize: 18 }}>
        {preview && <span className="tg-badge tg-badge-success">{appMessages.preview}</span>} {opinion.title}
      </h2>
      <p className="tg-card-meta tg-row">
        <span>
          <AppLink to={adviserHomePath(opinion.adviserId)}>{opinion.tgName}</AppLink>
          {qualificationNote(opinion.qualificationNo)}
        </span>
        <span>{formatRelativeTime(opinion.publishTime, now)}</span>
        <span>{appMessages.readCount(opinion.readCount)}</span>
        <span>{appMessages.likeCount(opinion.likeCount)}</span>
      </p>
      {opinion.locked ? (
        <>
          <p className="tg-card-text">{opinion.summary}</p>
          <LockedNotice text={appMessages.lockedOpinion} productId={opinion.productId} />
        </>
      ) : (
        <RichContent html={opinion.content} onStockTap={stocks.onStockTap} />
      )}
      {stocks.quote}
    </article>
  )
}

/**
 * The opinion of the address's `id` in a page: OpinionDetail and OpinionPreview are this one screen. A paid opinion
 * the server locked is unlocked once the investor holds it. The detail adds sharing (the native menu's 分享 and the
 * 分享 button, both to the share page; decision wave2-reach19-2); the author's preview is the page without actions,
 * marked 预览.
 */
function OpinionScreen({ preview }: { preview: boolean }) {
  const go = useAppNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const first = opinionQuery(id)
  const detail = useApiQuery(first.endpoint, first.request)
  useUnlockOnPrivilege(detail)
  const share = () => go(`/view/share?id=${encodeURIComponent(id)}`)
  useShareMenu(share, !preview && !!id)
  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={detail}>
        {({ data }) => (
          <>
            <OpinionBody opinion={data} preview={preview} />
            {!preview && (
              <div style={{ padding: 16 }}>
                <Button block color="primary" fill="outline" onClick={share}>
                  {appMessages.share}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </Page>
  )
}

/** An opinion (spec §2 /view/detail?id=): paid ones are locked when the server locks them, with the way to subscribe. */
export function OpinionDetail() {
  return <OpinionScreen preview={false} />
}

/** An opinion as its author previews it (spec §2 /view/preview?id=): the page without actions. */
export function OpinionPreview() {
  return <OpinionScreen preview />
}
