import { z } from 'zod';
import { UserIdSchema } from './ids.js';
import { SignUpFormSchema } from './sign-up.js';

/** Role id a completed profile always gets (Doctor). */
export const COMPLETE_PROFILE_ROLE_ID = 5;
/** Insurance id a completed profile always gets. */
export const COMPLETE_PROFILE_INSURANCE_ID = 999;

export const CompleteProfileSchema = SignUpFormSchema.extend({
  userId: UserIdSchema,
  emailConfirmation: z.string().nullable(),
  phone2: z.string().nullable(),
  ipaNumber: z.string().nullable(),
});
/** The sign-up form sent again by a signed-in doctor to complete the profile (role 5, insurance 999 on the wire). */
export type CompleteProfile = z.infer<typeof CompleteProfileSchema>;
