import type { ComponentType } from 'react'
import type { ScreenRef } from './routeDef.js'

/**
 * Every module under src/screens, loaded on first use (Vite's glob import: one dynamic import a file, so each screen
 * is a chunk of its own). The route table names a route's screen by module and export (routeDef.ts `ScreenRef`); this
 * is the one place that turns the name into code.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../screens/**/*.tsx', '!../screens/**/*.test.tsx', '!../screens/**/testing/**'])

/**
 * The loader of a route's screen: resolves the component the route table names, rejects when the module does not
 * export one (the router then shows 页面加载失败).
 * @example await screenLoader({ module: 'community/Home', name: 'Home' })() // Home
 */
export function screenLoader(screen: ScreenRef): () => Promise<ComponentType> {
  const load = modules[`../screens/${screen.module}.tsx`]
  if (!load) throw new Error(`the route table names src/screens/${screen.module}.tsx, which does not exist`)
  return async () => {
    const component = (await load())[screen.name]
    if (typeof component !== 'function') throw new Error(`src/screens/${screen.module}.tsx exports no component ${screen.name}`)
    return component as ComponentType
  }
}
