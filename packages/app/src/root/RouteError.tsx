import { useEffect } from 'react'
import { useHref } from '../navigation/router.js'
import { appMessages } from '../messages.js'

/**
 * The outlet's error page: a screen's chunk that did not load (a weak mobile network, or a new release
 * replaced the files) or a screen that failed to render. Plain markup in the entry chunk, so it shows even when
 * no further chunk can be loaded; both ways out are full page loads, which fetch the current files again.
 * @example <RouteOutlet error={(e) => <RouteError error={e} />} />
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('[tougu] the page failed:', error)
  }, [error])
  // Through the router: the WeChat variant's basename keeps its `wx` marker.
  const home = useHref('/index')
  return (
    <main className="tg-route-error" role="alert">
      <h1>{appMessages.routeErrorTitle}</h1>
      <p>{appMessages.routeErrorDescription}</p>
      <button type="button" className="tg-route-error-retry" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </button>
      <a href={home}>{appMessages.backHome}</a>
    </main>
  )
}
