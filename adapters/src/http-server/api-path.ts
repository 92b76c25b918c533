import type { RouteDefinition } from './route-definition.js';

/** Whether a path is part of the API (any letter case), as opposed to the web app's own pages and files. */
export const isApiPath = (path: string): boolean => /^\/api(\/|$)/i.test(path);

/** The path of a URL, without its query string. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '/';

/** The path a definition is served at: its spec spelling under `/api/`. */
export const apiPath = (route: RouteDefinition): string => `/api/${route.path}`;
