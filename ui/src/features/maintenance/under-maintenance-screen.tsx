import { useNavigate } from 'react-router-dom';
import { AGREEMENT_FACTS } from '../../shared/legal-texts/agreement-facts.js';
import { UnderMaintenanceView } from './under-maintenance-view.js';

/** /underMaintenance: "Try again" goes back to the dashboard, which the guard sends to Login when signed out. */
export function UnderMaintenanceScreen() {
  const navigate = useNavigate();
  return <UnderMaintenanceView supportEmail={AGREEMENT_FACTS.supportEmail} onRetry={() => void navigate('/dashboard')} />;
}
