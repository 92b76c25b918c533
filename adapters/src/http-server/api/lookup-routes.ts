import { genderOptions, genderOptionsEndpoint, roleOptions, roleOptionsEndpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { defineRoute, type RouteDefinition } from '../route-definition.js';

/** Misc/Genders (public: the sign-up form needs it) and Misc/Roles. */
export function lookupRoutes(): RouteDefinition[] {
  return [
    defineRoute(genderOptionsEndpoint, {
      handler: () => ok(genderOptions()),
    }),
    defineRoute(roleOptionsEndpoint, {
      handler: () => ok(roleOptions().map((role) => ({ roleId: role.id, rolName: role.name }))),
    }),
  ];
}
