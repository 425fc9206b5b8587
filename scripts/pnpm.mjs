// How scripts call pnpm: the running pnpm when invoked through it, else `npx -y pnpm@10` (no global pnpm needed).
export function pnpmCommand() {
  const execPath = process.env.npm_execpath
  if (execPath && execPath.includes('pnpm')) return [process.execPath, [execPath]]
  return ['npx', ['-y', 'pnpm@10']]
}
