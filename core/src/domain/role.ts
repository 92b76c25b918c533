import { z } from 'zod';

export const ROLE_NAMES = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'] as const;
export const RoleNameSchema = z.enum(ROLE_NAMES);
/** The six roles of the portal. */
export type RoleName = z.infer<typeof RoleNameSchema>;

/** Numeric role ids; Doctor 5 and InsuranceStaff 9 are fixed by the API, the others are ours. */
export const ROLE_IDS = { Superuser: 1, Admin: 2, Staff: 3, Training: 4, Doctor: 5, InsuranceStaff: 9 } as const satisfies Record<RoleName, number>;
export type RoleId = (typeof ROLE_IDS)[RoleName];
export const RoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(9)]);

/** The id of a role. */
export function roleIdOf(role: RoleName): RoleId {
  return ROLE_IDS[role];
}

/** The role with this id, or null when no role has it. */
export function roleNameOf(id: number): RoleName | null {
  return ROLE_NAMES.find((name) => ROLE_IDS[name] === id) ?? null;
}

/** The role a known id names. */
export function roleNameFor(id: RoleId): RoleName {
  const name = roleNameOf(id);
  if (name === null) throw new Error(`role id ${id} is listed in ROLE_IDS but has no name`);
  return name;
}
