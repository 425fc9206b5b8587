import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routerBasename } from './basePath.js'
import { routes } from './routes.js'
import { AppServicesProvider, createAppServices } from '../services/index.js'

const services = createAppServices({ window, storage: window.localStorage, baseUrl: 'http://127.0.0.1:1' })
const withServices = (router: ReturnType<typeof createMemoryRouter>) => (
  <AppServicesProvider services={services}>
    <RouterProvider router={router} />
  </AppServicesProvider>
)

describe('routerBasename', () => {
  it('drops the trailing slash of the public base', () => {
    expect(routerBasename('/tougu/')).toBe('/tougu')
    expect(routerBasename('/a/b/')).toBe('/a/b')
    expect(routerBasename('/')).toBe('/')
  })

  it('keeps the WeChat variant marker in the basename, so one build serves both variants', () => {
    expect(routerBasename('/tougu/', '/tougu/wx/tips/list')).toBe('/tougu/wx')
    expect(routerBasename('/tougu/', '/tougu/wx')).toBe('/tougu/wx')
    expect(routerBasename('/tougu/', '/tougu/tips/list')).toBe('/tougu')
    expect(routerBasename('/tougu/', '/tougu/wxpay/index')).toBe('/tougu')
    expect(routerBasename('/', '/wx/index')).toBe('/wx')
  })
})

describe('routes', () => {
  it('redirects {base}/ to {base}/index', async () => {
    const router = createMemoryRouter(routes, { basename: '/tougu', initialEntries: ['/tougu/'] })
    render(withServices(router))
    await screen.findAllByText('投顾社区', undefined, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/tougu/index')
  })

  it('serves every screen under the variant basename: a variant page is not the 404 page', async () => {
    const router = createMemoryRouter(routes, { basename: '/tougu/wx', initialEntries: ['/tougu/wx/'] })
    render(withServices(router))
    await screen.findAllByText('投顾社区', undefined, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/tougu/wx/index')
    expect(screen.queryByText('页面不存在')).not.toBeInTheDocument()
  })

  it('shows a 404 page with a way home for an unknown path', async () => {
    const router = createMemoryRouter(routes, { basename: '/tougu', initialEntries: ['/tougu/nope'] })
    render(withServices(router))
    expect(await screen.findByText('页面不存在', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument()
  })
})
