/** The design draft width in px (spec §9). 1rem equals 100 design px at this width. */
export const DESIGN_WIDTH = 750

/** Resize/orientation handling is debounced by this many ms (spec §9). */
export const LAYOUT_DEBOUNCE_MS = 300

/**
 * Root font size in px for a viewport: 100 design px per rem, scaled with the viewport width, whose
 * effective width is capped at `DESIGN_WIDTH × devicePixelRatio` (spec §9).
 * @example computeRootFontSize(375, 2) // 50
 */
export function computeRootFontSize(
  viewportWidth: number,
  devicePixelRatio: number,
  designWidth = DESIGN_WIDTH,
): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1
  const width = Math.min(Math.max(viewportWidth, 0), designWidth * dpr)
  return (width / designWidth) * 100
}

export interface InstallLayoutOptions {
  /** Defaults to the global `window`. */
  win?: Window
  designWidth?: number
}

/**
 * Sets the root font size now and again (debounced 300 ms) after resizes and orientation changes.
 * Returns a disposer that removes the listeners and any pending update.
 * @example const dispose = installLayout(); // at app start; dispose() in tests or on teardown
 */
export function installLayout(options: InstallLayoutOptions = {}): () => void {
  const win = options.win ?? window
  const designWidth = options.designWidth ?? DESIGN_WIDTH
  const root = win.document.documentElement
  const apply = () => {
    const width = root.clientWidth || win.innerWidth
    root.style.fontSize = `${computeRootFontSize(width, win.devicePixelRatio, designWidth)}px`
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      apply()
    }, LAYOUT_DEBOUNCE_MS)
  }
  // bfcache restores keep the old size; re-apply when the page comes back.
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) schedule()
  }
  apply()
  win.addEventListener('resize', schedule)
  win.addEventListener('orientationchange', schedule)
  win.addEventListener('pageshow', onPageShow)
  return () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    win.removeEventListener('resize', schedule)
    win.removeEventListener('orientationchange', schedule)
    win.removeEventListener('pageshow', onPageShow)
  }
}
