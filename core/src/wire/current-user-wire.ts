import { z } from 'zod';
import { UserIdSchema } from '../domain/ids.js';
import { RoleNameSchema } from '../domain/role.js';
import { MenuItemSchema } from '../domain/menu.js';
import type { CurrentUser } from '../domain/current-user.js';
import { orNull, wireText } from './wire-values.js';

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

/** A checked sign-in answer as the domain's signed-in user (the sign-in endpoints' codecs decode with it). */
export function currentUserOfWire(w: WireCurrentUser): CurrentUser {
  return {
    userId: w.userId, remoteUserId: w.rmtUserId, fullName: w.fullName, userName: w.userName, role: w.role,
    menus: w.menus, ipaNumber: orNull(w.ipaNumber), token: w.token,
    ...(w.mustChangePassword === undefined ? {} : { mustChangePassword: w.mustChangePassword }),
  };
}
