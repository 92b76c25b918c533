import { err, ok, type Result } from 'neverthrow';
import type { DoctorId } from '../domain/ids.js';
import type { RoleName } from '../domain/role.js';
import type { Actor } from './actor.js';
import { PERMISSIONS, permissionFor, type Action, type DoctorReach } from './permission-table.js';

/** The doctors a call is about: every doctor (no doctor filter), or exactly these (one when a doctor was named). */
export type DoctorScope = { readonly kind: 'every' } | { readonly kind: 'doctors'; readonly doctorIds: readonly DoctorId[] };

/** Why no doctor: out of the actor's reach, or several are in reach and the call must name one. */
export type DoctorScopeRefusal = 'forbidden' | 'chooseDoctor';

/** The doctors the role may touch with the action, as the permission table says. */
export function doctorReach(role: RoleName, action: Action): DoctorReach {
  return permissionFor(action).doctors[role];
}

/** True when the role works for one selected doctor at a time (Staff): its calls name that doctor. */
export function selectsDoctor(role: RoleName): boolean {
  return doctorReach(role, 'doctors.select') !== 'none';
}

/** True when some action reaches the role's doctors as `reach`: what the per-request loader must read for it. */
export function reachesDoctorsAs(role: RoleName, reach: DoctorReach): boolean {
  return PERMISSIONS.some((row) => row.doctors[role] === reach);
}

/** True when the action may touch this doctor (a resource with no doctor is reached only by 'any'). */
export function reachesDoctor(actor: Actor, action: Action, doctorId: DoctorId | null): boolean {
  switch (doctorReach(actor.role, action)) {
    case 'any':
      return true;
    case 'own':
      return doctorId !== null && doctorId === actor.doctorId;
    case 'acted-for':
      return doctorId !== null && (actor.actsForDoctorIds ?? []).includes(doctorId);
    case 'none':
      return false;
  }
}

/** Every doctor in the action's reach, whatever a call names: the doctors a picker may offer. */
export function doctorsInReach(actor: Actor, action: Action): { readonly reach: DoctorReach; readonly scope: DoctorScope } {
  const reach = doctorReach(actor.role, action);
  const doctors = (doctorIds: readonly DoctorId[]): DoctorScope => ({ kind: 'doctors', doctorIds });
  switch (reach) {
    case 'any':
      return { reach, scope: { kind: 'every' } };
    case 'own':
      return { reach, scope: doctors(actor.doctorId ? [actor.doctorId] : []) };
    case 'acted-for':
      return { reach, scope: doctors(actor.actsForDoctorIds ?? []) };
    case 'none':
      return { reach, scope: doctors([]) };
  }
}

/** The only doctor of a list, `forbidden` with none, `chooseDoctor` with several: one call never mixes doctors. */
function onlyDoctor(doctorIds: readonly DoctorId[]): Result<DoctorScope, DoctorScopeRefusal> {
  if (doctorIds.length === 0) return err('forbidden');
  return doctorIds.length === 1 ? ok({ kind: 'doctors', doctorIds }) : err('chooseDoctor');
}

/**
 * Which doctors a call is about (STYLE §10: the one place of this rule). A named doctor must be in the action's reach
 * for the actor's role. With none named, the row's `unnamedDoctor` decides: a span is every doctor in reach, except
 * that a role that selects its doctor (Staff) gets its only one (or must name it, for 'selected' rows); a write
 * ('one') needs exactly one doctor. The actor's doctors are loaded by the caller, once per request.
 */
export function doctorScope(actor: Actor, action: Action, requested: DoctorId | null): Result<DoctorScope, DoctorScopeRefusal> {
  const { reach, scope } = doctorsInReach(actor, action);
  if (reach === 'none') return err('forbidden');
  if (requested !== null) return reachesDoctor(actor, action, requested) ? ok({ kind: 'doctors', doctorIds: [requested] }) : err('forbidden');
  const unnamed = permissionFor(action).unnamedDoctor;
  if (scope.kind === 'every') return unnamed === 'one' ? err('chooseDoctor') : ok(scope);
  if (reach === 'own') return onlyDoctor(scope.doctorIds);
  if (selectsDoctor(actor.role)) return unnamed === 'selected' ? err('chooseDoctor') : onlyDoctor(scope.doctorIds);
  return unnamed === 'one' ? onlyDoctor(scope.doctorIds) : ok(scope);
}

/** {@link doctorScope} for an action that writes for exactly one doctor. */
export function oneDoctor(actor: Actor, action: Action, requested: DoctorId | null): Result<DoctorId, DoctorScopeRefusal> {
  return doctorScope(actor, action, requested).andThen((scope) => {
    const only = scope.kind === 'doctors' && scope.doctorIds.length === 1 ? scope.doctorIds[0] : undefined;
    return only === undefined ? err('chooseDoctor' as const) : ok(only);
  });
}
