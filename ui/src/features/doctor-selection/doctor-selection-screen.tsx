import { DoctorSelectionView } from './doctor-selection-view.js';
import { useDoctorSelection } from './use-doctor-selection.js';

/** /doctorSelection */
export function DoctorSelectionScreen() {
  return <DoctorSelectionView {...useDoctorSelection()} />;
}
