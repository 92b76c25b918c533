import { errAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { User } from '../../domain/user.js';
import type { Conflict, NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validateCompleteProfileForm, type CompleteProfileDraft } from '../../validation/sign-up-form.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { forbidden, type Forbidden } from '../errors.js';
import { userInputOfSignUp } from './register-doctor.js';

/**
 * A signed-in doctor completes their own profile with the sign-up form (role 5 and insurance 999 on the wire, so the
 * account stays a Doctor with no insurance company). The NPI is read-only: the stored one is kept. Afterwards the
 * account counts as complete. Nobody completes another user's profile.
 */
export function completeProfile(ports: Pick<AppPorts, 'users' | 'lookups' | 'clock'>, caller: Caller, draft: CompleteProfileDraft): ResultAsync<User, ValidationFailed | Forbidden | NotFound | Conflict | StorageError> {
  if (!can(caller, 'profile.complete')) return errAsync(forbidden);
  return ports.users.findById(caller.userId).andThen((existing) => {
    if (existing === null) return errAsync<User, NotFound>({ kind: 'NotFound', entity: 'user' });
    return ports.lookups.signUpLookups()
      .andThen((lookups) => validateCompleteProfileForm({ ...draft, npi: existing.documentId, role: 'Doctor' }, lookups))
      .andThen((profile) => {
        if (profile.userId !== caller.userId) return errAsync<User, Forbidden>(forbidden);
        const input = { ...userInputOfSignUp(profile, { phone2: profile.phone2, ipaNumber: profile.ipaNumber }), id: caller.userId };
        return ports.users.update(caller.userId, input, ports.clock.now(), { profileCompleted: true });
      });
  });
}
