/**
 * Resolves when the page's stylesheets have loaded (or failed), at most `maxMs` after the document was parsed. The
 * boot entry is an async script so that it runs, and sends the first screen's requests, without waiting for the
 * stylesheets (a deferred module script waits for every stylesheet in the document); the app itself must still not
 * render before them, or the first screen would flash unstyled (decision wave2-speed-6).
 * @example void stylesReady(document).then(() => import('./main.js'))
 */
export function stylesReady(doc: Document, maxMs = 5000): Promise<void> {
  const parsed =
    doc.readyState === 'loading' ? new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve()
  return parsed.then(() => {
    const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet)
    if (pending.length === 0) return
    return new Promise<void>((resolve) => {
      let left = pending.length
      const done = () => {
        left -= 1
        if (left === 0) resolve()
      }
      for (const link of pending) {
        link.addEventListener('load', done, { once: true })
        link.addEventListener('error', done, { once: true })
      }
      // A sheet that settled between the check and the listeners sends no event: never wait forever.
      setTimeout(resolve, maxMs)
    })
  })
}
