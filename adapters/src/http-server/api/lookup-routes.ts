import { genderOptions, genderOptionsEndpoint, roleOptions, roleOptionsEndpoint } from '@rafdesk/core';
import { okAsync } from 'neverthrow';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** Misc/Genders (public: the sign-up form needs it) and Misc/Roles. */
export function lookupRoutes(): RouteDefinition[] {
  return [
    implement(genderOptionsEndpoint, () => okAsync(genderOptions())),
    implement(roleOptionsEndpoint, () => okAsync(roleOptions())),
  ];
}
