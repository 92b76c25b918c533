import { useNavigate } from 'react-router-dom';
import { AGREEMENT_FACTS } from '../../shared/legal-texts/agreement-facts.js';
import { UnderMaintenanceView } from './under-maintenance-view.js';
import { useMaintenanceOff } from './use-maintenance-off.js';

/** /underMaintenance: "Try again" goes back to the dashboard, which the guard sends to Login when signed out; an Admin may turn maintenance off. */
export function UnderMaintenanceScreen() {
  const navigate = useNavigate();
  const maintenanceOff = useMaintenanceOff();
  return <UnderMaintenanceView supportEmail={AGREEMENT_FACTS.supportEmail} onRetry={() => void navigate('/dashboard')} maintenanceOff={maintenanceOff} />;
}
