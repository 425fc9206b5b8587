import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { findFactConflicts, findForbiddenWording } from '../packages/core/src/index.js'

// The wording check of issue #37 (docs/compliance.md), over the product code and the messages modules: every text a
// user can be shown (string literals, template texts and JSX text, not comments) is free of profit-sharing,
// return-promise and hype wording (a negation such as 不承诺收益 passes), states each legal fact as core's compliance
// module does, and every screen that names an adviser beside advice names the 执业编号. The seed's texts are checked
// by examples/api-server/src/seed/seedCompliance.test.ts.

const root = fileURLToPath(new URL('..', import.meta.url))
const SOURCES = ['packages/core/src', 'packages/react-ui/src', 'packages/app/src', 'packages/bridge/src', 'examples/api-server/src']
/** The word lists themselves, and the texts that quote forbidden wording to refuse it. */
const WORD_LISTS = new Set(['packages/core/src/compliance/wording.ts'])
const isProductFile = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.test(-d)?\.tsx?$|\.test\.tsx?$|docExamples\.generated|\/testing\/|\.d\.ts$/.test(path) && !WORD_LISTS.has(path)

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(path)
    return isProductFile(path) ? [path] : []
  })
}

const textsOf = new Map<string, string[]>()
/** Every text of a source file a user could be shown: string literals, template parts and JSX text (parsed once). */
function texts(path: string): string[] {
  let found = textsOf.get(path)
  if (!found) textsOf.set(path, (found = parse(path)))
  return found
}

function parse(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const out: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text)
    else if (ts.isTemplateExpression(node)) out.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text))
    else if (ts.isJsxText(node)) out.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out.filter((t) => /[\u4e00-\u9fa5]/.test(t))
}

const all = SOURCES.flatMap(files)

describe('the wording check over product code and messages (issue #37)', () => {
  it('reads the product code (the check is not vacuous)', () => {
    expect(all.length).toBeGreaterThan(200)
    expect(all).toContain('packages/react-ui/src/messages.ts')
    expect(all).toContain('packages/app/src/screens/sign/signMessages.ts')
    expect(all.flatMap(texts).length).toBeGreaterThan(1200)
  })

  it('has no profit-sharing, return-promise or hype wording (negations pass)', () => {
    const found = all.flatMap((path) => texts(path).flatMap((text) => findForbiddenWording(text).map((f) => `${path}: ${f.word} in 「${f.clause}」`)))
    expect(found).toEqual([])
  })

  it('states each legal fact as core’s compliance module does, and names the firm instead of 「本公司」', () => {
    const found = all.flatMap((path) => texts(path).flatMap((text) => findFactConflicts(text).map((c) => `${path}: ${c} in 「${text.slice(0, 60)}」`)))
    expect(found).toEqual([])
  })

  it('calls no paid advice 「不构成投资建议」 or 「个人观点」 (the agreement sells 投资建议)', () => {
    const found = all.flatMap((path) => texts(path).filter((t) => /不构成(任何)?投资建议|个人观点/.test(t)).map((t) => `${path}: 「${t.slice(0, 60)}」`))
    expect(found).toEqual([])
  })

  it('catches what it is meant to catch (the old texts of these files)', () => {
    expect(findForbiddenWording('按收益提成 万分之8').map((f) => f.word)).toEqual(['按收益提成'])
    expect(findFactConflicts('五、解约：支付后5日内为冷静期，冷静期内解约全额退款')).not.toEqual([])
    expect(findFactConflicts('本公司将依据证券投资顾问业务监管规定对您进行回访')).not.toEqual([])
  })
})

/**
 * Screens that name an adviser only as the seller of a product in a listing (no advice on them): they need not carry
 * the 执业编号, which the product's own page shows (AdviserCredentials).
 */
const LISTINGS: Record<string, string> = {
  'packages/app/src/screens/community/PackageRow.tsx': 'an opinion package in a list',
  'packages/app/src/screens/community/Search.tsx': 'product search results',
  'packages/app/src/screens/product/CommissionList.tsx': 'the commission product in a list',
  'packages/app/src/screens/product/ProductKeeping.tsx': 'the series’ other products',
  'packages/app/src/screens/product/TipsPackRow.tsx': 'a tips pack in a list',
  'packages/app/src/screens/product/ProductSummaryRow.tsx': 'a product in a list',
  'packages/react-ui/src/components/tips-pack-card/tips-pack-card.tsx': 'a tips pack in a list',
  'packages/react-ui/src/components/opinion-package-card/opinion-package-card.tsx': 'an opinion package in a list',
  'packages/react-ui/src/components/commission-product-card/commission-product-card.tsx': 'the commission product in a list',
}

describe('every surface that shows advice names its adviser with 执业编号 (issue #37)', () => {
  const screens = all.filter((p) => p.endsWith('.tsx') && !p.endsWith('.stories.tsx') && (p.startsWith('packages/app/') || p.startsWith('packages/react-ui/')))
  const namingAdviser = screens.filter((p) => /\btgName\b|\badviserName\b/.test(readFileSync(join(root, p), 'utf8')))

  it('finds the screens that name an adviser', () => {
    expect(namingAdviser.length).toBeGreaterThan(15)
    expect(namingAdviser).toEqual(expect.arrayContaining(['packages/app/src/screens/product/ProductUpdates.tsx', 'packages/app/src/screens/community/OpinionDetail.tsx']))
  })

  it('each names the 执业编号 too, unless it is a product listing', () => {
    const missing = namingAdviser
      .filter((p) => !LISTINGS[p])
      .filter((p) => !/qualificationNo|adviserByline|qualificationNote|AdviserCredentials/.test(readFileSync(join(root, p), 'utf8')))
      .map((p) => relative(root, join(root, p)))
    expect(missing).toEqual([])
  })
})
