import * as z from 'zod/mini'

/** Outcome of parsing server data: never throws, so screens can show `error` instead of crashing. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : '(root)'
  const what =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.code === 'custom'
        ? issue.message
        : issue.message
  return `${where}: ${what}`
}

/**
 * Parses `input` with `schema` and reports the first problems as one readable line.
 * @example
 * const r = parseWith(FollowupPaperSchema, json, 'FollowupPaper')
 * if (!r.ok) console.warn(r.error) // 'FollowupPaper: questions.0.no: expected a number, got "x"'
 */
export function parseWith<T extends z.ZodMiniType>(
  schema: T,
  input: unknown,
  label: string,
): ParseResult<z.output<T>> {
  const r = z.safeParse(schema, input)
  if (r.success) return { ok: true, value: r.data }
  const issues = r.error.issues
  const shown = issues.slice(0, 3).map(formatIssue).join('; ')
  const more = issues.length > 3 ? ` (+${issues.length - 3} more)` : ''
  return { ok: false, error: `${label}: ${shown}${more}` }
}
