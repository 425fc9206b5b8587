import { expectTypeOf, test } from 'vitest'
import type { ApiFailure } from './apiErrors.js'
import { isApiFailure } from './apiErrors.js'
import { createApiClient } from './createApiClient.js'
import type { ApiClient } from './createApiClient.js'
import type { Order } from './resources/order.js'

test('typed endpoint functions take the contract request and narrow to the validated response', async () => {
  const api = createApiClient({ baseUrl: '' })
  const res = await api.orders.queryUserOrder({ stStatus: [105], offset: 0, size: 10 })
  if (isApiFailure(res)) {
    expectTypeOf(res).toEqualTypeOf<ApiFailure>()
  } else {
    expectTypeOf(res.list).toEqualTypeOf<Order[]>()
  }
  // Requests without required fields may be left out; required ones may not.
  void api.home.getTgIndexBanners()
  // @ts-expect-error id is required
  void api.advisers.detail()
  // @ts-expect-error paperType must be 1 or 2
  void api.user.getFollowupPaper({ paperType: 'x' })
  expectTypeOf<Awaited<ReturnType<ApiClient['hasAnyOrder']>>>().toEqualTypeOf<boolean | ApiFailure>()
})
