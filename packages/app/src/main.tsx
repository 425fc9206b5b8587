import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { routerBasename } from './routes/basePath.js'
import { routes } from './routes/routes.js'

const router = createBrowserRouter(routes, { basename: routerBasename(import.meta.env.BASE_URL) })

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
