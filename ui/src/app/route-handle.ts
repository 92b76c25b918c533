import type { RouteName } from '../shared/services/route-names.js';

/** What a route tells the shell about itself: its name (for navigation by name) and its title. */
export interface RouteHandle {
  readonly name?: RouteName;
  readonly title: string;
}
