import type { Plugin } from 'vite'

/** Core's API contract and schemas: their summaries and descriptions are for docs/api.md and openapi.json only. */
const CONTRACT_SOURCE = /packages\/core\/src\/api\/(?:[^/]+\/)*[^/]+\.ts$/
/** A string literal: single, double or backtick quotes without interpolation. */
const LITERAL = String.raw`(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\x60(?:\\.|[^\x60\\$])*\x60)`
/** The first argument of the contract's meta helpers (`spec`, `screen`, `extension`) and of `z.describe`. */
const DOC_CALL = new RegExp(String.raw`\b(spec|screen|extension|z\.describe)\(\s*${LITERAL}`, 'g')

/**
 * Empties the documentation strings of core's contract in the app's bundle: every endpoint's summary and every
 * schema's description. The app never reads them (docs/api.md and openapi.json are generated from the sources by
 * `pnpm gen:api`); on the phone they were ~2 kB gzip of the contract chunk every first screen loads (decision
 * wave3-shipping-7).
 * @example stripDocStrings("spec('Banners of the community home page', false)") // "spec('', false)"
 */
export function stripDocStrings(code: string): string {
  return code.replace(DOC_CALL, (_m, fn: string) => `${fn}(''`)
}

/** Vite plugin: {@link stripDocStrings} on core's API sources, in production builds. */
export function noDocStrings(): Plugin {
  return {
    name: 'tougu-no-doc-strings',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id.split('?')[0] ?? id)) return null
      const out = stripDocStrings(code)
      return out === code ? null : { code: out, map: null }
    },
  }
}
