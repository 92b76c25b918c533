import { useRouteError } from 'react-router-dom';
import { LoadErrorView } from '../features/shell/load-error-view.js';
import { ChunkLoadError, CssLoadError } from './lazy-route.js';

function describe(error: unknown): { title: string; text: string } {
  if (error instanceof ChunkLoadError) return { title: 'Load error', text: `${error.message} Check your connection and reload the page.` };
  if (error instanceof CssLoadError) return { title: 'CSS load error', text: `${error.message} Check your connection and reload the page.` };
  return { title: 'Something went wrong', text: 'This screen stopped because of an unexpected error. Reload the page to try again.' };
}

/** What a route shows when its code failed to load, took over 120 s, or broke. */
export function RouteErrorScreen() {
  const { title, text } = describe(useRouteError());
  return <LoadErrorView title={title} text={text} onReload={() => window.location.reload()} homeHref="/dashboard" />;
}
