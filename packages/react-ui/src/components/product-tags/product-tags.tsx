export interface ProductTag {
  /** Two to six characters: 风险R3, 胜率62.5%, 已订阅, 限时, 热门. */
  label: string
  /** `risk` and `plain` are outlined; `held` blue; `offer` the firm red (限时, 热门). */
  tone: 'risk' | 'plain' | 'held' | 'offer'
}

export interface ProductTagsProps {
  tags: readonly ProductTag[]
}

/**
 * The tags of a product in a list (issue #33): what investors compare rows on, on one line that never wraps a tag.
 * @example <ProductTags tags={[{ label: '风险R3', tone: 'risk' }, { label: '胜率62.5%', tone: 'plain' }, { label: '热门', tone: 'offer' }]} />
 */
export function ProductTags({ tags }: ProductTagsProps) {
  if (tags.length === 0) return null
  return (
    <span className="tg-tags">
      {tags.map((t) => (
        <span key={t.label} className={`tg-tag tg-tag-${t.tone}`}>
          {t.label}
        </span>
      ))}
    </span>
  )
}
