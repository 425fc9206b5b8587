import type { TipsPack } from '@tougu/core'
import { TipsPackCard } from '@tougu/react-ui'
import { currentPrice, useServices } from '../../services/index.js'

/**
 * One tips pack in a list (home's 锦囊 section, /tips/list): name, adviser, intro and today's price (spec §5 price
 * window). Where a tap leads is the list's to say: home opens the content behind the risk disclosure, the tips
 * list the pack's introduction.
 * @example <TipsPackRow pack={t} onOpen={() => go(`/tips/brief?id=${t.id}`)} />
 */
export function TipsPackRow({ pack, onOpen }: { pack: TipsPack; onOpen: () => void }) {
  const { now } = useServices()
  const { price, periodId } = currentPrice(pack.priceList, now())
  return <TipsPackCard title={pack.name} adviserName={pack.tgName} summary={pack.intro} price={price} periodId={periodId} onClick={onOpen} />
}
