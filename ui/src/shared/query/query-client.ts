import { QueryClient } from '@tanstack/react-query';

/**
 * The web app's cache of server state. Errors already reached the user through the response policy (toasts,
 * 401 → Login, 503 → maintenance) in the API client, so a failed call is not retried and a window focus does
 * not re-read anything: a list changes when a mutation says it changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
