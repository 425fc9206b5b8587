import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README is the front door (issue #35): every command it shows runs on a fresh machine, which has npm but no pnpm
// (so each goes through `npx -y pnpm@10`, and names a script that exists), and every link it or a doc under docs/
// makes to a file of the repository leads to one.
const root = join(import.meta.dirname, '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

interface Manifest {
  name: string
  scripts?: Record<string, string>
}
const manifest = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest
const workspaces = ['packages', 'examples'].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'package.json')))
    .map((name) => manifest(join(group, name))),
)

/** The README's code: fenced blocks' lines and inline code spans. */
function codeOf(text: string): string[] {
  const fenced = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'))
  const inline = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)
  return [...fenced, ...inline].filter((line) => !line.trimStart().startsWith('#'))
}

/** Every pnpm invocation in the README's code: what precedes `pnpm` and its arguments. */
function pnpmCommands(text: string): { prefix: string; args: string[] }[] {
  const found: { prefix: string; args: string[] }[] = []
  for (const code of codeOf(text)) {
    for (const m of code.matchAll(/(npx -y )?\bpnpm(?:@10)? ((?:[\w:@/.=-]+ ?)+)/g)) found.push({ prefix: m[1] ?? '', args: m[2]!.trim().split(/\s+/) })
    // `pnpm` with nothing after it (a bare `pnpm` in a sentence's code) is still a command a fresh machine lacks.
    if (/\bpnpm\b/.test(code) && !/pnpm(?:@10)? \S/.test(code)) found.push({ prefix: '', args: [code] })
  }
  return found
}

/** The script a pnpm invocation runs, and in which workspace package (`--filter <name>`), or a pnpm command. */
function scriptOf(args: string[]): { pkg: Manifest; script: string } | { builtin: string } {
  let pkg = manifest('.')
  const rest = [...args]
  if (rest[0] === '--filter') {
    const name = rest[1]!
    const found = workspaces.find((w) => w.name === name)
    if (!found) throw new Error(`no workspace package ${name}`)
    pkg = found
    rest.splice(0, 2)
  }
  const first = rest[0]!
  if (['install', 'exec', 'add', 'dlx'].includes(first)) return { builtin: first }
  return { pkg, script: first === 'run' ? rest[1]! : first }
}

describe('the README is a guide a fresh machine can follow', () => {
  const readme = read('README.md')

  it('gives the two set-up commands, runs pnpm only through npx, and every script it names exists', () => {
    expect(readme).toContain('npx -y pnpm@10 install && npx -y pnpm@10 start')
    expect(readme).toContain('npx -y pnpm@10 install && npx -y pnpm@10 test')
    const commands = pnpmCommands(readme)
    expect(commands.length).toBeGreaterThan(10)
    for (const { prefix, args } of commands) {
      // A bare `pnpm` does not exist on a fresh machine.
      expect(`${prefix}pnpm`, args.join(' ')).toMatch(/npx -y pnpm$/)
      const target = scriptOf(args)
      if ('builtin' in target) continue
      expect(target.pkg.scripts?.[target.script], `${target.pkg.name} has the script ${target.script}`).toBeDefined()
    }
  })

  it('says how to sign in and where the WeChat variant is', () => {
    expect(readme).toMatch(/## Sign in/)
    expect(readme).toContain('获取验证码')
    expect(readme).toContain('TOUGU_DEMO_SMS_CODE')
    expect(readme).toContain('/tougu/wx/index')
  })

  it('carries no benchmark history (it lives in docs/performance.md)', () => {
    expect(readme).not.toMatch(/\bstop \d+\b/i)
    expect(readme).not.toMatch(/benchmarkIndex/)
    expect(readme.split('\n').length).toBeLessThan(150)
  })
})

describe('links between the docs lead somewhere', () => {
  const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
    ...readdirSync(join(root, 'docs/guides')).map((f) => `docs/guides/${f}`)]
  it.each(docs)('%s', (file) => {
    const text = read(file)
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!.split('#')[0]!
      if (target === '' || /^[a-z]+:/.test(target)) continue
      expect(existsSync(resolve(root, dirname(file), target)), `${file} links to ${m[1]}`).toBe(true)
    }
  })
})
