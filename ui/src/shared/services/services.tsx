import { createContext, useContext, type ReactNode } from 'react';
import { TOKENS, type ServiceName, type Services } from './tokens.js';

/** Anything that can hand out services by token (the inversify container, or a plain object in tests). */
export interface ServiceLocator {
  get<T>(token: symbol): T;
}

const ServicesContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ locator, children }: { locator: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={locator}>{children}</ServicesContext.Provider>;
}

/** The service bound to `name` in the composition root. */
export function useService<K extends ServiceName>(name: K): Services[K] {
  const locator = useContext(ServicesContext);
  if (locator === null) throw new Error('useService needs a ServicesProvider above it');
  return locator.get<Services[K]>(TOKENS[name]);
}

/** A locator over a plain object of services, for tests and stories. */
export function locatorOf(services: Partial<Services>): ServiceLocator {
  return {
    get<T>(token: symbol): T {
      const entry = Object.entries(TOKENS).find(([, value]) => value === token);
      const service = entry ? services[entry[0] as ServiceName] : undefined;
      if (service === undefined) throw new Error(`No service bound to ${String(token)}`);
      return service as T;
    },
  };
}
