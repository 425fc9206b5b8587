import type { Handlers } from '../handlerTypes.js'
import { adviserHandlers, commissionHandlers, homeHandlers, liveHandlers, opinionHandlers, quizHandlers, tipsHandlers } from './contentHandlers.js'
import { performanceHandlers } from './performanceHandlers.js'
import { couponHandlers, demoHandlers, orderHandlers } from './orderHandlers.js'
import { commonHandlers, customerHandlers, productHandlers } from './productHandlers.js'
import { authHandlers, userHandlers } from './userHandlers.js'
import { releaseHandlers } from './releaseHandlers.js'
import { rumHandlers } from './rumHandlers.js'

/** Every endpoint of the contract, by area: the compiler checks this against `apiContract`. */
export const handlers: Handlers = {
  orders: orderHandlers,
  products: productHandlers,
  customer: customerHandlers,
  home: homeHandlers,
  user: userHandlers,
  common: commonHandlers,
  advisers: adviserHandlers,
  live: liveHandlers,
  opinions: opinionHandlers,
  tips: tipsHandlers,
  commission: commissionHandlers,
  performance: performanceHandlers,
  coupons: couponHandlers,
  quiz: quizHandlers,
  auth: authHandlers,
  demo: demoHandlers,
  release: releaseHandlers,
  rum: rumHandlers,
}
