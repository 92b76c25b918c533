import { z } from 'zod';
import type { GenderOption } from '../domain/sex.js';
import type { RoleOption } from '../usecases/lookups/lookups.js';
import { roleIdOf, roleNameOf } from '../domain/role.js';
import { WireGenderOptionSchema } from '../wire/program-selection-wire.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { noInput } from './no-input.js';

// Misc/Genders (public: the sign-up form needs it) and Misc/Roles.

export const genderOptionsEndpoint = coded(endpoint({
  method: 'GET', path: 'Misc/Genders', summary: 'The genders lookup: {label, value} with values M and F',
  access: 'public', response: z.array(WireGenderOptionSchema),
}), {
  ...noInput,
  // The wire already spells the domain's option ({label, value}).
  encodeOutput: (options: readonly GenderOption[]) => [...options],
  decodeOutput: (wire): GenderOption[] => wire,
});

export const roleOptionsEndpoint = coded(endpoint({
  method: 'GET', path: 'Misc/Roles', summary: 'The roles lookup: {roleId, rolName}',
  access: 'signed-in', response: z.array(z.object({ roleId: z.number().int(), rolName: z.string() })),
}), {
  ...noInput,
  encodeOutput: (roles: readonly RoleOption[]) => roles.map((role) => ({ roleId: role.id, rolName: role.name })),
  // The role is known by its id: a role this portal does not know is not offered.
  decodeOutput: (wire): RoleOption[] => wire.flatMap((row) => {
    const name = roleNameOf(row.roleId);
    return name === null ? [] : [{ id: roleIdOf(name), name }];
  }),
});
