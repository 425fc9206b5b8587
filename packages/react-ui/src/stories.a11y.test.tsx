/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { render } from '@testing-library/react'
import axe from 'axe-core'
import type { ComponentType } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import preview from '../.storybook/preview.js'

type StoryModule = Parameters<typeof composeStories>[0]

// Every story of every component, so a new story is checked without touching this file.
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })

beforeAll(() => {
  setProjectAnnotations(preview)
})

// happy-dom has no layout engine: contrast needs computed colours of painted boxes, and `region` is a
// page-level rule (stories are fragments). Everything else axe knows runs.
const axeOptions: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
}

const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod) as unknown as Record<string, ComponentType>).map(
    ([name, Story]) => [`${file.replace('./components/', '')} › ${name}`, Story] as const,
  ),
)

describe('every story renders and has no axe violations', () => {
  it('found the stories', () => {
    expect(cases.length).toBeGreaterThan(60)
  })

  it.each(cases)('%s', async (name, Story) => {
    render(<Story />)
    // Dialogs render through a portal and mount their content after an animation frame.
    await new Promise((resolve) => setTimeout(resolve, 20))
    // A story that renders nothing would pass axe vacuously; only the closed-dialog stories may be blank. The risk
    // warning's <dialog> is appended to the body itself (openRiskWarningDialog).
    if (!name.endsWith('Closed')) expect(document.body.querySelector('body > div > *, body > dialog')).not.toBeNull()
    const result = await axe.run(document.body, axeOptions)
    const violations = result.violations.map(
      (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    expect(violations).toEqual([])
  })
})
