import { generatePath } from 'react-router-dom';
import { routePath, type RouteName } from '@rafdesk/core';

export type { RouteName };

/** The address of a named route (core's route table) with its parameters filled in. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(routePath(name), values);
}
