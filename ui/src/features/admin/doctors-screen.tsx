import { DoctorsView } from './doctors-view.js';
import { useDoctorsList } from './use-doctors-list.js';

/** /doctors */
export function DoctorsScreen() {
  return <DoctorsView {...useDoctorsList()} />;
}
