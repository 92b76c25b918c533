import { can } from '../../access/can.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';

/** Why an account may not sign in through the identity provider (recorded as the sign-in event's reason). */
export type IdentityProviderRefusal = 'no-password-yet' | 'password-change-due' | 'second-factor-needed';

/**
 * Who may sign in through the identity provider (docs/decisions.md, Step 18): an account that finished the team's
 * set-password step (a self-registered doctor has no password until the team checked the registration and sent the
 * link), whose password is its own, and that is no administrator unless it has a second factor — the provider vouches
 * for the mailbox only, which is one factor (ASVS 6.3.3 asks more of the accounts that manage the others).
 * `null` when it may.
 */
export function identityProviderRefusal(account: SignInAccount): IdentityProviderRefusal | null {
  if (account.passwordHash === null) return 'no-password-yet';
  if (account.mustChangePassword) return 'password-change-due';
  if (!account.twoFactorEnabled && !can(account, 'identityProvider.signInWithoutSecondFactor')) return 'second-factor-needed';
  return null;
}
