import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';

// A screen opened from a list carries the list's URL (its search, order and page) in the history entry's state, which
// a refresh keeps. Back to that, not `navigate(-1)`: a screen opened from a shared link has no list before it.
const ReturnStateSchema = z.object({ backTo: z.string().regex(/^\/(?!\/)/) });

/** Opens `path` so that its Go Back returns to this screen exactly as it is now. */
export function useOpenFromHere(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path) => void navigate(path, { state: { backTo: `${pathname}${search}` } });
}

/** Go Back: to the screen this one was opened from, as it was, or to `fallback` when it was not opened from one. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = ReturnStateSchema.safeParse(state);
  return () => void navigate(from.success ? from.data.backTo : fallback);
}
