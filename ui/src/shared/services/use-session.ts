import { useSyncExternalStore } from 'react';
import { useService } from './services.js';
import type { SessionSnapshot } from './session-store.js';
import type { AppStateSnapshot } from './app-state.js';

/** The signed-in session, re-rendering when it changes. */
export function useSession(): SessionSnapshot {
  const store = useService('session');
  return useSyncExternalStore(store.subscribe, store.current);
}

/** Loading, upload and modal-closing state, re-rendering when it changes. */
export function useAppState(): AppStateSnapshot {
  const state = useService('appState');
  return useSyncExternalStore(state.subscribe, state.current);
}
