import { MyPatientsView } from './my-patients-view.js';
import { useMyPatients } from './use-my-patients.js';

/** /patients (PatientsView) */
export function MyPatientsScreen() {
  return <MyPatientsView {...useMyPatients()} />;
}
