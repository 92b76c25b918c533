import { Outlet } from 'react-router-dom';
import { DocumentTitle } from './document-title.js';
import { EffectsHost } from './effects-host.js';
import { IdleWatch } from './idle-watch.js';
import { QueryProvider } from './query-provider.js';

/** Wraps every route: the server-state cache, toasts, the loading bar, the idle watch, then the screen. */
export function RootLayout() {
  return (
    <QueryProvider>
      <DocumentTitle />
      <EffectsHost />
      <IdleWatch />
      <Outlet />
    </QueryProvider>
  );
}
