import type { ReactNode } from 'react'
import { ErrorRetryBlock, ListSkeleton } from '@tougu/react-ui'
import type { ApiQuery } from '../services/index.js'

export interface QueryViewProps<T> {
  query: ApiQuery<T>
  children: (data: T) => ReactNode
  /** What shows while loading; default a list skeleton. */
  skeleton?: ReactNode
}

/**
 * The loading skeleton, the error with retry, or the data of one `useApiQuery`.
 * @example <QueryView query={detail}>{(res) => <h2>{res.data.title}</h2>}</QueryView>
 */
export function QueryView<T>({ query, children, skeleton }: QueryViewProps<T>) {
  if (query.status === 'loading' || query.data === undefined) {
    if (query.status === 'error')
      return <ErrorRetryBlock description={query.error ?? undefined} onRetry={query.retry} />
    return <>{skeleton ?? <ListSkeleton />}</>
  }
  return <>{children(query.data)}</>
}
