/** Sort menus of product lists (spec §3). The key is what the server receives. */
export const SORT_MENUS = { 1: '综合', 2: '销量', 3: '价格', 4: '胜率' } as const
export type SortMenu = keyof typeof SORT_MENUS

/**
 * Sort menu entries in display order.
 * @example sortMenuOptions()[0] // { value: 1, label: '综合' }
 */
export function sortMenuOptions(): { value: SortMenu; label: string }[] {
  return ([1, 2, 3, 4] as const).map((value) => ({ value, label: SORT_MENUS[value] }))
}

/**
 * The sort menu a URL's `sort` parameter names, 综合 (1) when it is absent or names none of the four.
 * @example parseSortMenu('3') // 3
 * @example parseSortMenu('9') // 1
 */
export function parseSortMenu(value: string | null | undefined): SortMenu {
  const n = Number(value)
  return n === 2 || n === 3 || n === 4 ? n : 1
}
