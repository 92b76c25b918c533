import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../domain/role.js';
import type { UserId } from '../../domain/ids.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import { identityProviderRefusal } from './identity-provider-policy.js';

const account = (role: RoleName, extra: Partial<SignInAccount> = {}): SignInAccount => ({
  userId: 1 as UserId, userName: 'someone', passwordHash: 'hash', role, active: true, twoFactorEnabled: false, profileCompleted: true,
  mustChangePassword: false, fullName: 'Some One', email: 'someone@example.org', ipaNumber: null, doctorId: null, ...extra,
});

describe('identityProviderRefusal', () => {
  it('lets an activated account of a role that manages no one in by the provider alone', () => {
    for (const role of ['Staff', 'Training', 'Doctor', 'InsuranceStaff'] as const) expect(identityProviderRefusal(account(role))).toBeNull();
  });

  it('refuses an account that has not finished set-password, or must change a password someone else chose', () => {
    expect(identityProviderRefusal(account('Doctor', { passwordHash: null }))).toBe('no-password-yet');
    expect(identityProviderRefusal(account('Doctor', { mustChangePassword: true }))).toBe('password-change-due');
  });

  it('refuses an Admin or Superuser without a second factor and lets one with a second factor in', () => {
    expect(identityProviderRefusal(account('Admin'))).toBe('second-factor-needed');
    expect(identityProviderRefusal(account('Superuser'))).toBe('second-factor-needed');
    expect(identityProviderRefusal(account('Admin', { twoFactorEnabled: true }))).toBeNull();
  });
});
