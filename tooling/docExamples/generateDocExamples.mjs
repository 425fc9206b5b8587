// Every `@example` of the JSDoc in packages/{core,bridge,react-ui}/src, turned into code `tsc` checks.
//
// For each package this writes `src/docExamples.generated.test-d.ts(x)`: one function per example, the
// example's text verbatim inside a block. The names an example uses are taken, in this order, from the
// file the example documents, the package's public entry, the workspace packages it depends on, and the
// package's `src/docExampleContext.test-d.ts` (hand-written `declare`s for what the reader is assumed to
// have: an `api` client, a `paper`, …). A name found nowhere is left to the globals, so an example that
// names something that does not exist fails `pnpm typecheck` (each package's `tsc -p tsconfig.json`
// checks src/**), and so does one whose calls no longer fit the API. `pnpm gen:examples` writes the files;
// tooling/docExamples.test.ts fails when they are stale.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * The published packages, whose JSDoc examples are checked, with the workspace packages each may import.
 * (packages/app is private: its examples are notes for the team, not for adopters, and are not checked.)
 */
export const PACKAGES = [
  { dir: 'packages/core', jsx: false, deps: [] },
  { dir: 'packages/bridge', jsx: false, deps: [] },
  { dir: 'packages/react-ui', jsx: true, deps: ['@tougu/core'] },
]

const CONTEXT = 'docExampleContext.test-d.ts'
const generatedName = (pkg) => `docExamples.generated.test-d.${pkg.jsx ? 'tsx' : 'ts'}`
/** Where the generated file of a package goes, relative to the repository root. */
export const generatedPath = (pkg) => `${pkg.dir}/src/${generatedName(pkg)}`

const isSource = (file) =>
  /\.tsx?$/.test(file) &&
  !/\.(test|test-d|stories|d)\.tsx?$/.test(file) &&
  !file.endsWith('.generated.test-d.ts') &&
  !file.endsWith('.generated.test-d.tsx')

/**
 * The `@example` texts of a file's JSDoc comments, each with the line it starts on. An example runs from
 * the tag to the next tag or the end of the comment; text on the tag's own line belongs to it.
 */
export function extractExamples(text) {
  const examples = []
  for (const match of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const startLine = text.slice(0, match.index).split('\n').length
    const lines = match[0]
      .replace(/^\/\*\*/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, ''))
    let current = null
    lines.forEach((line, i) => {
      const tag = /^(.*?)@(\w+)(.*)$/.exec(line)
      // A tag starts where a line (or a one-line comment's text) has `@word` after nothing but prose.
      const isTag = tag && (tag[1].trim() === '' || (i === 0 && /\s$/.test(tag[1]))) && !/['"`]/.test(tag[1])
      if (isTag) {
        if (current) examples.push(current)
        current = tag[2] === 'example' ? { line: startLine + i, lines: [tag[3].trim()] } : null
        return
      }
      if (current) current.lines.push(line)
    })
    if (current) examples.push(current)
  }
  return examples
    .map((e) => ({ line: e.line, code: trimBlank(e.lines).join('\n') }))
    .filter((e) => e.code.trim() !== '')
}

function trimBlank(lines) {
  const out = lines.map((l) => l.replace(/\s+$/, ''))
  while (out.length && out[0] === '') out.shift()
  while (out.length && out.at(-1) === '') out.pop()
  return out
}

/** The names an example refers to (not property names after a dot, object keys or JSX attribute names). */
function referencedNames(code, jsx) {
  const sf = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', code, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const names = new Set()
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      const p = node.parent
      const isMemberName =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node) ||
        (ts.isPropertyAssignment(p) && p.name === node) ||
        ts.isJsxAttribute(p) ||
        (ts.isPropertySignature(p) && p.name === node)
      if (!isMemberName) names.add(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return names
}

/**
 * Parsed files, shared by every program this process builds: the packages' programs have the TypeScript libraries,
 * React's and Node's types and core's source in common, which are then parsed once instead of once a program.
 */
const parsed = new Map()
function sharedParseHost(options) {
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const key = `${name}\0${JSON.stringify(languageVersion)}`
    if (!parsed.has(key)) parsed.set(key, getSourceFile(name, languageVersion, ...rest))
    return parsed.get(key)
  }
  return host
}

function createProgram(pkg) {
  const configPath = join(ROOT, pkg.dir, 'tsconfig.json')
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error(`${configPath}: cannot read`)
  const src = join(ROOT, pkg.dir, 'src')
  const roots = config.fileNames.filter((f) => f.startsWith(src + '/') && isSource(f))
  const context = join(src, CONTEXT)
  if (ts.sys.fileExists(context)) roots.push(context)
  return { program: ts.createProgram(roots, config.options, sharedParseHost(config.options)), roots: roots.filter((f) => f !== context) }
}

/** name → { value, type } of what a module exports. */
function exportsOf(checker, sourceFile) {
  const out = new Map()
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile)
  if (!moduleSymbol) return out
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    const declaration = target.declarations?.[0]
    const typeParams = declaration && 'typeParameters' in declaration ? (declaration.typeParameters?.length ?? 0) : 0
    out.set(symbol.name, {
      value: (target.flags & ts.SymbolFlags.Value) !== 0,
      type: (target.flags & ts.SymbolFlags.Type) !== 0,
      typeParams,
    })
  }
  return out
}

/** The generated file of one package: its path and text. */
export function generatePackage(pkg) {
  const { program, roots } = createProgram(pkg)
  const checker = program.getTypeChecker()
  const src = join(ROOT, pkg.dir, 'src')
  const fileOf = (path) => program.getSourceFile(path)
  const entryOf = (specifier) =>
    ({
      '@tougu/core': 'packages/core/src/index.ts',
      '@tougu/bridge': 'packages/bridge/src/index.ts',
      '@tougu/react-ui': 'packages/react-ui/src/index.ts',
    })[specifier]

  // Where names are looked up after the documented file itself.
  const shared = [
    { specifier: './index.js', exports: exportsOf(checker, fileOf(join(src, 'index.ts'))) },
    ...pkg.deps.map((d) => ({ specifier: d, exports: exportsOf(checker, fileOf(join(ROOT, entryOf(d)))) })),
    { specifier: `./${CONTEXT.replace(/\.ts$/, '.js')}`, exports: exportsOf(checker, fileOf(join(src, CONTEXT))) },
  ]

  const imports = new Map() // specifier → alias
  const aliasFor = (specifier) => {
    if (!imports.has(specifier)) imports.set(specifier, `$${imports.size}`)
    return imports.get(specifier)
  }
  const functions = []
  let count = 0
  for (const path of [...roots].sort()) {
    const sourceFile = fileOf(path)
    if (!sourceFile) continue
    const examples = extractExamples(sourceFile.text)
    if (examples.length === 0) continue
    const rel = relative(src, path).replace(/\\/g, '/')
    const own = { specifier: `./${rel.replace(/\.tsx?$/, '.js')}`, exports: exportsOf(checker, sourceFile) }
    for (const example of examples) {
      count += 1
      const values = new Map() // alias → names destructured from it
      const types = []
      for (const name of [...referencedNames(example.code, pkg.jsx)].sort()) {
        const from = [own, ...shared].find((m) => m.exports.has(name))
        if (!from) continue
        const kind = from.exports.get(name)
        const alias = aliasFor(from.specifier)
        if (kind.value) values.set(alias, [...(values.get(alias) ?? []), name])
        if (!kind.type) continue
        if (kind.typeParams === 0) {
          types.push(`  type ${name} = ${alias}.${name}`)
          continue
        }
        // A generic type keeps its parameters; the `never` defaults let a bare mention compile, and the
        // original's constraints are checked where the example passes arguments.
        const params = Array.from({ length: kind.typeParams }, (_, i) => `T${i}`)
        types.push(`  // @ts-ignore: the parameters of a generic type alias, unconstrained here, are checked where used\n  type ${name}<${params.map((t) => `${t} = never`).join(', ')}> = ${alias}.${name}<${params.join(', ')}>`)
      }
      const body = example.code
        .split('\n')
        .map((l) => (l === '' ? '' : `    ${l}`))
        .join('\n')
      functions.push(
        [
          `// ${pkg.dir}/src/${rel}:${example.line}`,
          `export async function example${count}() {`,
          ...[...values].map(([alias, names]) => `  const { ${names.join(', ')} } = ${alias}`),
          ...types,
          '  {',
          body,
          '  }',
          '}',
        ].join('\n'),
      )
    }
  }
  const header = [
    `// Generated by \`pnpm gen:examples\` (tooling/docExamples/generateDocExamples.mjs): do not edit.`,
    `// The ${count} @example blocks of this package's JSDoc, each verbatim in a block, so \`pnpm typecheck\``,
    `// fails when one no longer fits the API. Names come from the documented file, the public entries and`,
    `// ${CONTEXT}; tooling/docExamples.test.ts fails when this file is stale.`,
    '/* eslint-disable */',
    ...[...imports].map(([specifier, alias]) => `import * as ${alias} from '${specifier}'`),
  ]
  return { path: generatedPath(pkg), count, text: `${header.join('\n')}\n\n${functions.join('\n\n')}\n` }
}

/**
 * What `tsc` says of a package's generated file when it reads `text` in its place (the package's own
 * compiler options), as `line: message` lines; empty when every example compiles.
 */
export function typeErrorsOf(pkg, text) {
  const { program: base } = createProgram(pkg)
  const target = join(ROOT, generatedPath(pkg))
  const options = base.getCompilerOptions()
  const host = sharedParseHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === target ? ts.createSourceFile(name, text, languageVersion, true) : getSourceFile(name, languageVersion, ...rest)
  const program = ts.createProgram([...base.getRootFileNames(), target], options, host)
  const file = program.getSourceFile(target)
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => {
    const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0)
    return `${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
  })
}

/** The generated file of every package. */
export function generateAll() {
  return PACKAGES.map(generatePackage)
}

export const readCommitted = (path) => {
  try {
    return readFileSync(join(ROOT, path), 'utf8')
  } catch {
    return null
  }
}
