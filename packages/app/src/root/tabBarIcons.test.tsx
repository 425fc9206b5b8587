// The tab bar's icons are antd-mobile-icons drawn by CSS (masks with the icons' SVG), not by JavaScript: the home route
// gains no JS for them (decision wave2-icons-1). scripts/gen-tab-icons.mjs (`pnpm gen:tab-icons`) writes them; this
// test only checks that the committed files are what it writes now, for every tab of the bar.
import { describe, expect, it } from 'vitest'
import { committedTabBarIconFiles, TAB_ICON_SOURCES, tabBarIconFiles } from '../../../../scripts/gen-tab-icons.mjs'
import { TAB_BAR_ICONS } from './AppTabBar.js'

describe('the tab bar icons stylesheet', () => {
  it("holds each tab's antd-mobile-icons icon, as the generator renders it now (run `pnpm gen:tab-icons` when not)", () => {
    expect(Object.keys(TAB_ICON_SOURCES)).toEqual([...TAB_BAR_ICONS])
    const expected = tabBarIconFiles()
    expect(committedTabBarIconFiles()).toEqual(expected)
    for (const name of TAB_BAR_ICONS) {
      expect(expected['tabBarIcons.css']).toContain(`.tg-tab-glyph-${name} {`)
      expect(expected[`tab-icons/${name}.svg`]).toMatch(/^<svg[^>]*viewBox="0 0 48 48"/)
    }
  })
})
