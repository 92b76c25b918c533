import type { DoctorId, InsuranceId, UserId } from '../domain/ids.js';
import type { RoleName } from '../domain/role.js';

/** Who asks: the role, and what their data scope hangs on. */
export interface Actor {
  role: RoleName;
  userId?: UserId;
  /** The doctor a Doctor user is. */
  doctorId?: DoctorId | null;
  /** The doctors a Staff (or Training) user acts for. */
  actsForDoctorIds?: readonly DoctorId[];
  /** The insurance an InsuranceStaff user works for. */
  insuranceId?: InsuranceId | null;
}

/** What is acted on, as far as access cares: whose patient, which insurance, who may see a video, whether the patient is active. */
export interface Resource {
  doctorId?: DoctorId | null;
  insuranceId?: InsuranceId | null;
  visibleToRoles?: readonly RoleName[];
  patientActive?: boolean;
}
