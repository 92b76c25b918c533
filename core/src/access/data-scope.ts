import type { DoctorId, InsuranceId } from '../domain/ids.js';
import type { Actor, Resource } from './actor.js';
import { permissionFor } from './permission-table.js';

/** Which patients an actor may reach; the server turns this into its query filter. */
export type PatientScope =
  | { kind: 'all' }
  | { kind: 'doctors'; doctorIds: readonly DoctorId[] }
  | { kind: 'insurance'; insuranceId: InsuranceId }
  | { kind: 'none' };

/**
 * Admin and Superuser reach every patient; a Doctor only their own; Staff and Training only those of
 * the doctors they act for; InsuranceStaff only patients of their insurance. Missing links reach nothing.
 */
export function patientScope(actor: Actor): PatientScope {
  switch (actor.role) {
    case 'Admin':
    case 'Superuser':
      return { kind: 'all' };
    case 'Doctor':
      return actor.doctorId ? { kind: 'doctors', doctorIds: [actor.doctorId] } : { kind: 'none' };
    case 'Staff':
    case 'Training':
      return actor.actsForDoctorIds && actor.actsForDoctorIds.length > 0 ? { kind: 'doctors', doctorIds: actor.actsForDoctorIds } : { kind: 'none' };
    case 'InsuranceStaff':
      return actor.insuranceId ? { kind: 'insurance', insuranceId: actor.insuranceId } : { kind: 'none' };
  }
}

/** True when the patient (by its doctor and insurance) lies within the actor's scope. */
export function canReachPatient(actor: Actor, patient: Pick<Resource, 'doctorId' | 'insuranceId'>): boolean {
  const scope = patientScope(actor);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'doctors':
      return patient.doctorId != null && scope.doctorIds.includes(patient.doctorId);
    case 'insurance':
      return patient.insuranceId != null && patient.insuranceId === scope.insuranceId;
    case 'none':
      return false;
  }
}

/** True when a gallery video is shown to the actor: administrators see every video, others those listing their role. */
export function canSeeVideo(actor: Actor, video: Pick<Resource, 'visibleToRoles'>): boolean {
  if (permissionFor('gallery.viewAll').roles.includes(actor.role)) return true;
  return (video.visibleToRoles ?? []).includes(actor.role);
}
