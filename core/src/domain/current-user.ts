import { z } from 'zod';
import { UserIdSchema } from './ids.js';
import { RoleNameSchema } from './role.js';
import { MenuItemSchema } from './menu.js';

export const CurrentUserSchema = z.object({
  userId: UserIdSchema,
  remoteUserId: UserIdSchema,
  fullName: z.string(),
  userName: z.string(),
  role: RoleNameSchema,
  menus: z.array(MenuItemSchema),
  ipaNumber: z.string().nullable(),
  token: z.string(),
  /** The password was chosen by someone else: the web app asks for a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
});
/** The signed-in user as the client keeps it: who, which role, which menu, and the bearer token. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
