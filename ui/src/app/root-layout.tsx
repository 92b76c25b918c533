import { Outlet } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ACCESSIBLE_PRIME } from '../shared/components/prime-pass-through.js';
import { DocumentTitle } from './document-title.js';
import { EffectsHost } from './effects-host.js';
import { IdleWatch } from './idle-watch.js';
import { QueryProvider } from './query-provider.js';

/** Wraps every route: the server-state cache, toasts, the loading bar, the idle watch, then the screen. */
export function RootLayout() {
  return (
    <PrimeReactProvider value={ACCESSIBLE_PRIME}>
      <QueryProvider>
        <DocumentTitle />
        <EffectsHost />
        <IdleWatch />
        <Outlet />
      </QueryProvider>
    </PrimeReactProvider>
  );
}
