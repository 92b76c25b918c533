import { type CurrentDoctor, type DoctorId, type RoleName, selectsDoctor } from '@rafdesk/core';

/**
 * The doctor a screen's calls name. A role that selects its doctor (Staff: core's permission table, `doctors.select`)
 * names the one it chose at sign-in, since its calls must say which; any other role names what the screen chose, or
 * none, and the server answers every doctor in its reach.
 */
export function namedDoctorId(role: RoleName, currentDoctor: CurrentDoctor | null, chosen: DoctorId | null): DoctorId | null {
  return selectsDoctor(role) ? (currentDoctor?.id ?? null) : chosen;
}
