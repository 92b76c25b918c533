import type { InsuranceId } from '../domain/ids.js';
import type { Actor, Resource } from './actor.js';
import { reachesDoctor } from './doctor-scope.js';
import { permissionFor, type Action } from './permission-table.js';
import { isInsuranceBoundRole } from './role-groups.js';

/**
 * Which insurance's patients an actor may reach, beside which doctors (doctorScope): insurance staff only their
 * insurance's, and nothing while their account names none; everyone else any insurance's.
 */
export type InsuranceScope = { kind: 'all' } | { kind: 'insurance'; insuranceId: InsuranceId } | { kind: 'none' };

export function insuranceScope(actor: Actor): InsuranceScope {
  if (!isInsuranceBoundRole(actor.role)) return { kind: 'all' };
  return actor.insuranceId ? { kind: 'insurance', insuranceId: actor.insuranceId } : { kind: 'none' };
}

/** True when the patient (by its doctor and insurance) lies within what the action may touch for the actor. */
export function reachesPatient(actor: Actor, action: Action, patient: Pick<Resource, 'doctorId' | 'insuranceId'>): boolean {
  if (!reachesDoctor(actor, action, patient.doctorId ?? null)) return false;
  const insurance = insuranceScope(actor);
  if (insurance.kind === 'all') return true;
  return insurance.kind === 'insurance' && patient.insuranceId === insurance.insuranceId;
}

/** True when a gallery video is shown to the actor: administrators see every video, others those listing their role. */
export function canSeeVideo(actor: Actor, video: Pick<Resource, 'visibleToRoles'>): boolean {
  if (permissionFor('gallery.viewAll').roles.includes(actor.role)) return true;
  return (video.visibleToRoles ?? []).includes(actor.role);
}
