import type { OpinionPackage } from '@tougu/core'
import { OpinionPackageCard } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { currentPrice, useHasPrivilege, useNow } from '../../services/index.js'
import { productTags } from '../product/productTags.js'

/**
 * One opinion package in a list (home's section, /view/package): name, adviser, description, subscribers and
 * today's price (spec §5 price window); a tap opens the package's page.
 * @example <PackageRow pkg={p} />
 */
export function PackageRow({ pkg }: { pkg: OpinionPackage }) {
  const now = useNow()
  const go = useAppNavigate()
  const held = useHasPrivilege(pkg.productId)
  const { price, periodId } = currentPrice(pkg.priceList, now)
  return (
    <OpinionPackageCard
      name={pkg.name}
      adviserName={pkg.tgName}
      description={pkg.intro}
      subscribers={pkg.subscriberCount}
      price={price}
      periodId={periodId}
      tags={productTags({ riskLevel: pkg.riskLevel, popularity: pkg.subscriberCount, held, priceList: pkg.priceList, now })}
      onClick={() => go(`/view/pkgDetail?id=${encodeURIComponent(pkg.id)}`)}
    />
  )
}
