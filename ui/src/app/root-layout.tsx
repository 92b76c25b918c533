import { Outlet } from 'react-router-dom';
import { EffectsHost } from './effects-host.js';
import { IdleWatch } from './idle-watch.js';
import { QueryProvider } from './query-provider.js';

/** Wraps every route: the server-state cache, toasts, the loading bar, the idle watch, then the screen. */
export function RootLayout() {
  return (
    <QueryProvider>
      <EffectsHost />
      <IdleWatch />
      <Outlet />
    </QueryProvider>
  );
}
