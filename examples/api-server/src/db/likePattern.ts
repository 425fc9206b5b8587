/**
 * An ILIKE pattern matching text that contains `text` literally: `%`, `_` and the escape character `\`
 * (PostgreSQL's default LIKE escape) are escaped, so a search for `%` finds a literal percent sign instead
 * of everything.
 *
 * @example ilike(t.products.name, containsPattern('50%')) // '%50\%%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}
