import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle.js';

export const PRODUCT_NAME = 'RAFdesk';

/** The page title of the route table's deepest titled route: "Patients List · RAFdesk". */
export function documentTitle(titles: readonly (string | undefined)[]): string {
  const title = [...titles].reverse().find((candidate) => candidate !== undefined && candidate !== '');
  return title === undefined ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
}

/** Keeps `document.title` on the open route's title, so each page is told apart in tabs, history and screen readers. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = documentTitle(matches.map((match) => (match.handle as RouteHandle | undefined)?.title));
  useEffect(() => { document.title = title; }, [title]);
  return null;
}
