import { lazy, Suspense, type ComponentType } from 'react'

/**
 * Loads the icon of a status block as its own chunk: antd-mobile-icons, the set of the tab bar and 我的's rows
 * (~0.5 kB gzip each; antd-mobile's own status pictures were 2.5–3 kB). The blocks that show them (empty list,
 * load error) sit on the home screen, where they are rarely shown: the text and actions of a block render at once,
 * the icon follows when its module arrives (its box has a fixed height, so nothing moves). An icon that cannot
 * load leaves the box empty.
 */
const Nothing: ComponentType = () => null

function picture(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Picture) => ({ default: Picture }), () => ({ default: Nothing })))
}

const pictures = {
  /** Nothing here yet: an empty folder. */
  empty: picture(() => import('antd-mobile-icons/es/FolderOutline').then((m) => m.default)),
  /** Something went wrong: an exclamation mark in a circle. */
  default: picture(() => import('antd-mobile-icons/es/ExclamationCircleOutline').then((m) => m.default)),
}

export type StatusIllustrationKind = keyof typeof pictures

/**
 * The status icon of an empty or error block, loaded on first use; decorative (the block's text says it).
 * @example <ErrorBlock image={<StatusIllustration kind="empty" />} />
 */
export function StatusIllustration({ kind }: { kind: StatusIllustrationKind }) {
  const Picture = pictures[kind]
  return (
    <span className={`tg-status-icon tg-status-icon-${kind}`} aria-hidden="true">
      <Suspense fallback={null}>
        <Picture />
      </Suspense>
    </span>
  )
}
