import type { ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { RoleName } from '../../domain/role.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

/** Whether the role works while maintenance is on (01 §4: only an Admin); the hub closes everyone else's sockets. */
export function worksDuringMaintenance(actor: { readonly role: RoleName }): boolean {
  return can(actor, 'maintenance.signIn');
}

/**
 * Whether maintenance shuts this actor out right now: it is on and the role may not work during it (01 §4: only an
 * Admin). The one reading of the rule for sign-in, the hub's handshake and the hub's methods.
 */
export function shutOutByMaintenance(ports: Pick<AppPorts, 'settings'>, actor: { readonly role: RoleName }): ResultAsync<boolean, StorageError> {
  return ports.settings.get().map((settings) => settings.maintenance && !worksDuringMaintenance(actor));
}
