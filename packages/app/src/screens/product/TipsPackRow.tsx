import type { TipsPack } from '@tougu/core'
import { TipsPackCard } from '@tougu/react-ui'
import { currentPrice, useHasPrivilege, useNow } from '../../services/index.js'
import { productTags } from './productTags.js'

/**
 * One tips pack in a list (home's 锦囊 section, /tips/list): name, adviser, intro and today's price (spec §5 price
 * window). Where a tap leads is the list's to say: home opens the content behind the risk disclosure, the tips
 * list the pack's introduction.
 * @example <TipsPackRow pack={t} onOpen={() => go(`/tips/brief?id=${t.id}`)} />
 */
export function TipsPackRow({ pack, onOpen }: { pack: TipsPack; onOpen: () => void }) {
  const now = useNow()
  const held = useHasPrivilege(pack.productId)
  const { price, periodId } = currentPrice(pack.priceList, now)
  const tags = productTags({ riskLevel: pack.riskLevel, winRate: pack.winRate, popularity: pack.salesCount, held, priceList: pack.priceList, now })
  return <TipsPackCard title={pack.name} adviserName={pack.tgName} summary={pack.intro} price={price} periodId={periodId} tags={tags} onClick={onOpen} />
}
