import type { AppPorts, RecentSends } from '@rafdesk/core';

/** What the API routes call use cases with: every port of the portal, and the memory of recent notification sends. */
export interface ApiPorts extends AppPorts {
  readonly recentSends: RecentSends;
}
