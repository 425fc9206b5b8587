/** The router's basename: Vite's BASE_URL without the trailing slash ('/tougu/' → '/tougu'). */
export function routerBasename(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
