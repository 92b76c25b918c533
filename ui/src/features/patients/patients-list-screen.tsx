import { PatientsListView } from './patients-list-view.js';
import { usePatientsList } from './use-patients-list.js';

/** /patientList */
export function PatientsListScreen() {
  return <PatientsListView {...usePatientsList()} />;
}
