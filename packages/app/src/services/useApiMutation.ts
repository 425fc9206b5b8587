import { useCallback, useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useServices } from './AppServicesProvider.js'
import { mutationKeyOf, type MutatingEndpoint, type MutationResult } from './mutations.js'
import { failureOf, type RequestOf, type ResponseOf } from './queries.js'

export interface ApiMutation<K extends MutatingEndpoint> {
  /** A request of this mutation is running: the button's loading state. */
  pending: boolean
  /**
   * Sends the request: resolves its answer or failure (never rejects) once what it changes has been invalidated
   * (services/mutations.ts). A call while one is running (a double tap) sends nothing and returns `null` at once, so
   * the caller knows before anything is shown (`await` of it gives `null` too): the first tap's handler goes on, the
   * second stops.
   */
  run: (request: RequestOf<K>) => Promise<MutationResult<K>> | null
}

/**
 * A screen's mutating call over TanStack Query's `useMutation`: the endpoint names the request and the queries it
 * makes stale (declared once in MUTATIONS), `pending` drives the button, and a second tap while one runs is refused
 * before any render (a ref, not state, so two taps in one frame still send one request).
 *
 * @example
 * const exchange = useApiMutation('coupons.exchange')
 * const res = await exchange.run({ code })
 * if (res === null) return // a double tap: the first tap's handler shows the outcome
 * if (isApiFailure(res)) showToast(res.message)
 * <Button loading={exchange.pending} onClick={submit}>兑换</Button>
 */
export function useApiMutation<K extends MutatingEndpoint>(endpoint: K): ApiMutation<K> {
  const { queryClient } = useServices()
  const mutation = useMutation<ResponseOf<K>, Error, RequestOf<K>>({ mutationKey: mutationKeyOf(endpoint) }, queryClient)
  const running = useRef(false)
  const { mutateAsync } = mutation
  const run = useCallback(
    (request: RequestOf<K>): Promise<MutationResult<K>> | null => {
      if (running.current) return null
      running.current = true
      return mutateAsync(request)
        .then(
          (answer): MutationResult<K> => answer,
          (error: unknown) => failureOf(error),
        )
        .finally(() => {
          running.current = false
        })
    },
    [mutateAsync],
  )
  return { pending: mutation.isPending, run }
}
