import type { Actor, Resource } from './actor.js';
import { permissionFor, type Action } from './permission-table.js';
import { canReachPatient, canSeeVideo } from './data-scope.js';

/**
 * Whether the actor may take the action: the role must be allowed by the permission table and, when a
 * resource is given, it must lie within the actor's data scope (and be an active patient for the
 * actions that change an active record). Without a resource only the role is checked, which is what
 * a screen needs to decide whether to show a control; the server always passes the resource.
 */
export function can(actor: Actor, action: Action, resource?: Resource): boolean {
  const rule = permissionFor(action);
  if (!rule.roles.includes(actor.role)) return false;
  if (resource === undefined) return true;
  if (rule.needsActivePatient && resource.patientActive === false) return false;
  if (rule.scope === 'patient') return canReachPatient(actor, resource);
  if (rule.scope === 'video') return canSeeVideo(actor, resource);
  return true;
}
