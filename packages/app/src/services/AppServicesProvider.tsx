import { createContext, useContext, type ReactNode } from 'react'
import type { AppServices } from './createAppServices.js'

const AppServicesContext = createContext<AppServices | null>(null)

/**
 * Makes the page's services available to every screen below.
 * @example <AppServicesProvider services={services}><RouterProvider router={router} /></AppServicesProvider>
 */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
}

/**
 * The services of the page (API client, bridge, session, client store, privileges, disclosures).
 * @example const { api, bridge } = useServices()
 */
export function useServices(): AppServices {
  const services = useContext(AppServicesContext)
  if (!services) throw new Error('useServices() needs an <AppServicesProvider> above it')
  return services
}
