import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// index.html's shell paints before any stylesheet of the app arrives (decision wave2-speed-2). Its body rule must be
// app.css's page frame, or the shell moves (the browser's 8 px body margin) and its text is shaped again in another
// font when app.css arrives (decision wave2-speed-15).
const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8')

/** The declarations of the first `body { … }` rule of a stylesheet, comments dropped, values' spacing and quotes evened. */
function bodyRule(css: string): Record<string, string> {
  const rule = /(?:^|[\s}])body\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))
  if (!rule) throw new Error('no body rule')
  const declarations = rule[1]!
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d): [string, string] => {
      const colon = d.indexOf(':')
      return [d.slice(0, colon).trim(), d.slice(colon + 1).replace(/\s+/g, ' ').replace(/"/g, "'").replace(/\s*,\s*/g, ', ').trim()]
    })
  return Object.fromEntries(declarations)
}

/** `var(--x, #f5f5f5)` → `#f5f5f5`: the colour the shell has to paint before the theme's variables exist. */
const fallbackOf = (value: string | undefined) => /^var\(--[\w-]+,\s*(.+)\)$/.exec(value ?? '')?.[1] ?? value

describe("the shell's body rule (index.html) is app.css's page frame", () => {
  const shellStyle = /<style>([\s\S]*?)<\/style>/.exec(read('../../index.html'))?.[1] ?? ''
  const shell = bodyRule(shellStyle)
  const app = bodyRule(read('./app.css'))

  it('has the same font stack, so no text is shaped twice', () => {
    expect(shell['font-family']).toBeDefined()
    expect(shell['font-family']).toBe(app['font-family'])
  })

  it('has the same margin and background, so nothing moves or flashes when app.css arrives', () => {
    expect(shell.margin).toBe(app.margin)
    expect(shell.background).toBe(fallbackOf(app.background))
  })
})
