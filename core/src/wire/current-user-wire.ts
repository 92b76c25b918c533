import { z } from 'zod';
import type { Result } from 'neverthrow';
import { UserIdSchema } from '../domain/ids.js';
import { RoleNameSchema } from '../domain/role.js';
import { MenuItemSchema } from '../domain/menu.js';
import type { CurrentUser } from '../domain/current-user.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

export const WireCurrentUserSchema = z.object({
  userId: UserIdSchema, rmtUserId: UserIdSchema, fullName: z.string(), userName: z.string(), role: RoleNameSchema,
  menus: z.array(MenuItemSchema), ipaNumber: wireText, token: z.string(), mustChangePassword: z.boolean().optional(),
});
/** The body of a successful POST Authentication; menu items use {label, path, position, children}. */
export type WireCurrentUser = z.infer<typeof WireCurrentUserSchema>;

export function toWireCurrentUser(user: CurrentUser): WireCurrentUser {
  return {
    userId: user.userId, rmtUserId: user.remoteUserId, fullName: user.fullName, userName: user.userName, role: user.role,
    menus: user.menus, ipaNumber: user.ipaNumber, token: user.token,
    ...(user.mustChangePassword === undefined ? {} : { mustChangePassword: user.mustChangePassword }),
  };
}

export function fromWireCurrentUser(input: unknown): Result<CurrentUser, WireFormatError> {
  return parseWire('current user', WireCurrentUserSchema, input, (w) => ({
    userId: w.userId, remoteUserId: w.rmtUserId, fullName: w.fullName, userName: w.userName, role: w.role,
    menus: w.menus, ipaNumber: orNull(w.ipaNumber), token: w.token,
    ...(w.mustChangePassword === undefined ? {} : { mustChangePassword: w.mustChangePassword }),
  }));
}
