import { Outlet } from 'react-router-dom';
import { EffectsHost } from './effects-host.js';
import { IdleWatch } from './idle-watch.js';

/** Wraps every route: toasts, the loading bar, the idle watch, then the screen. */
export function RootLayout() {
  return (
    <>
      <EffectsHost />
      <IdleWatch />
      <Outlet />
    </>
  );
}
