import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../shared/query/query-client.js';
import { useSession } from '../shared/services/use-session.js';

/** The server-state cache of the whole app; emptied when the session ends so the next user never sees the last one's data. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const { user } = useSession();
  const signedIn = user !== null;
  // Cleared when a session ends, not on every signed-out start: the public pages (sign-up) read through the cache too.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) client.clear();
    wasSignedIn.current = signedIn;
  }, [client, signedIn]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
