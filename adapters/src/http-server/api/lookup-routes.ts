import { genderOptions, roleOptions, WireGenderOptionSchema } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';

/** Misc/Genders (public: the sign-up form needs it) and Misc/Roles. */
export function lookupRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET', path: 'Misc/Genders', summary: 'The genders lookup: {label, value} with values M and F',
      access: 'public', response: z.array(WireGenderOptionSchema),
      handler: () => ok(genderOptions()),
    }),
    defineRoute({
      method: 'GET', path: 'Misc/Roles', summary: 'The roles lookup: {roleId, rolName}',
      access: 'signed-in', response: z.array(z.object({ roleId: z.number().int(), rolName: z.string() })),
      handler: () => ok(roleOptions().map((role) => ({ roleId: role.id, rolName: role.name }))),
    }),
  ];
}
