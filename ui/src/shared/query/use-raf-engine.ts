import { useQuery } from '@tanstack/react-query';
import { loadRafEngine } from '@rafdesk/core';

/** The RAF engine (a lazy chunk with the CMS tables): loaded once per page load, for every screen that scores. */
export function useRafEngineQuery() {
  return useQuery({
    queryKey: ['raf-engine'],
    queryFn: async () => {
      const engine = await loadRafEngine();
      if (engine.isErr()) throw new Error('The RAF engine could not be loaded');
      return engine.value;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
