import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../shared/query/query-client.js';
import { useSession } from '../shared/services/use-session.js';

/** The server-state cache of the whole app; emptied when the session ends so the next user never sees the last one's data. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) client.clear();
  }, [client, signedIn]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
