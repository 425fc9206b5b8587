/**
 * Taps on a first screen the server rendered, before the app has taken it over (decision wave3-house-1): the page
 * shows its buttons while the app's code is still coming, and a tap there would do nothing. The last such tap is kept
 * (the boot entry starts listening at once) and given to its element again when the app starts taking the page over:
 * the takeover keeps the server's elements, and React hydrates the element a tap lands on first, then runs its
 * handler. Links are left alone: they work without script.
 */
interface EarlyTaps {
  target: Element | null
  stop: () => void
}

type WithEarlyTaps = Window & { __touguEarlyTaps?: EarlyTaps }

/**
 * Starts keeping the last tap on `#root` when it holds a server-rendered first screen (`data-ssr-route`).
 * @example keepEarlyTaps(document)
 */
export function keepEarlyTaps(doc: Document): void {
  const root = doc.getElementById('root')
  const win = doc.defaultView as WithEarlyTaps | null
  if (!root?.hasAttribute('data-ssr-route') || !win || win.__touguEarlyTaps) return
  const taps: EarlyTaps = { target: null, stop: () => doc.removeEventListener('click', onClick, true) }
  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (!target || !root!.contains(target) || target.closest('a[href]')) return
    taps.target = target
  }
  doc.addEventListener('click', onClick, true)
  win.__touguEarlyTaps = taps
}

/**
 * Stops keeping taps and gives the last kept one to its element, if the element is still in the page. Called once the
 * app has started taking the page over.
 * @example hydrateRoot(root, app); replayEarlyTap(document)
 */
export function replayEarlyTap(doc: Document): void {
  const win = doc.defaultView as WithEarlyTaps | null
  const taps = win?.__touguEarlyTaps
  if (!win || !taps) return
  taps.stop()
  delete win.__touguEarlyTaps
  const target = taps.target
  if (target?.isConnected && target instanceof HTMLElement) target.click()
}
