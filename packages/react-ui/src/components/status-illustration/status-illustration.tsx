import { lazy, Suspense, type ComponentType } from 'react'

/**
 * Loads one of antd-mobile's status pictures as its own chunk. The pictures are inline SVG of 2.5–3 kB gzip
 * each, and the blocks that show them (empty list, load error) sit on the home screen, where they are rarely
 * shown: the text and actions of a block render at once, the picture follows when its module arrives (its box
 * has a fixed height, so nothing moves). A picture that cannot load leaves the box empty.
 */
const Nothing: ComponentType = () => null

function picture(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Picture) => ({ default: Picture }), () => ({ default: Nothing })))
}

const pictures = {
  empty: picture(() => import('antd-mobile/es/components/error-block/images/empty').then((m) => () => m.emptyImage)),
  default: picture(() =>
    import('antd-mobile/es/components/error-block/images/default').then((m) => () => m.defaultImage),
  ),
}

export type StatusIllustrationKind = keyof typeof pictures

/**
 * The status picture of an empty or error block, loaded on first use.
 * @example <ErrorBlock image={<StatusIllustration kind="empty" />} />
 */
export function StatusIllustration({ kind }: { kind: StatusIllustrationKind }) {
  const Picture = pictures[kind]
  return (
    <Suspense fallback={null}>
      <Picture />
    </Suspense>
  )
}
