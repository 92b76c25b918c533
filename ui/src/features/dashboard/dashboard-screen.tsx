import { DashboardView } from './dashboard-view.js';
import { useDashboard } from './use-dashboard.js';

/** /dashboard */
export function DashboardScreen() {
  return <DashboardView {...useDashboard()} />;
}
