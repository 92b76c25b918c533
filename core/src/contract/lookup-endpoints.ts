import { z } from 'zod';
import { WireGenderOptionSchema } from '../wire/program-selection-wire.js';
import { endpoint } from './endpoint.js';

// Misc/Genders (public: the sign-up form needs it) and Misc/Roles.

export const genderOptionsEndpoint = endpoint({
  method: 'GET', path: 'Misc/Genders', summary: 'The genders lookup: {label, value} with values M and F',
  access: 'public', response: z.array(WireGenderOptionSchema),
});

export const roleOptionsEndpoint = endpoint({
  method: 'GET', path: 'Misc/Roles', summary: 'The roles lookup: {roleId, rolName}',
  access: 'signed-in', response: z.array(z.object({ roleId: z.number().int(), rolName: z.string() })),
});
