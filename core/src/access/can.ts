import type { Actor, Resource } from './actor.js';
import { permissionFor, type Action } from './permission-table.js';
import { canSeeVideo, reachesPatient } from './data-scope.js';

/** Why the access rules refuse: the role may not take the action, the resource lies outside the actor's scope, or the patient is inactive. */
export type AccessRefusal = 'role' | 'scope' | 'inactivePatient';

/**
 * The one access decision: null when the actor may take the action, otherwise why not. The role must be allowed
 * by the permission table; when a resource is given it must lie within the actor's data scope (checked before
 * the patient's status, so a foreign record's state is never told) and, for actions that change an active
 * record, its patient must be active.
 */
export function refusal(actor: Actor, action: Action, resource?: Resource): AccessRefusal | null {
  const rule = permissionFor(action);
  if (!rule.roles.includes(actor.role)) return 'role';
  if (resource === undefined) return null;
  if (rule.scope === 'patient' && !reachesPatient(actor, action, resource)) return 'scope';
  if (rule.scope === 'video' && !canSeeVideo(actor, resource)) return 'scope';
  if (rule.needsActivePatient && resource.patientActive === false) return 'inactivePatient';
  return null;
}

/**
 * Whether the actor may take the action ({@link refusal} is null). Without a resource only the role is checked,
 * which is what a screen needs to decide whether to show a control.
 */
export function can(actor: Actor, action: Action, resource?: Resource): boolean {
  return refusal(actor, action, resource) === null;
}
