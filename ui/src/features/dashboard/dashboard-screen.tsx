import { useGapsSlots } from '../../shared/components/gaps-slot.js';
import { DashboardView } from './dashboard-view.js';
import { useDashboard } from './use-dashboard.js';

/** /dashboard */
export function DashboardScreen() {
  const { curveDoctor, ...dashboard } = useDashboard();
  const gaps = useGapsSlots();
  return <DashboardView {...dashboard} recapture={gaps && <gaps.RecaptureCurvePanel doctorId={curveDoctor.id} doctorName={curveDoctor.name} />} />;
}
