import { useMemo } from 'react';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { gapsClient, type GapsClient } from './gaps-client.js';

/** The gaps client of the signed-in session (its token reaches the PDF download, which is not a JSON call). */
export function useGapsClient(): GapsClient {
  const api = useService('api');
  const config = useService('config');
  const token = useSession().user?.token ?? null;
  return useMemo(() => gapsClient(api, () => ({ apiBase: config.apiBase, token })), [api, config.apiBase, token]);
}
