import type { UserId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import type { SignInAccount, UserRepository } from '../../ports/repositories/user-repository.js';
import type { AppPorts } from '../app-ports.js';
import { CollectingBus, CollectingMailer, FakeClock, PlainHasher, SequentialIds, StepCodeTotp, TransparentTokens } from './fake-auth.js';
import { InMemoryAccounts, InMemoryLockouts, InMemoryNotifications, InMemorySessions, InMemorySettings, InMemorySignInEvents, InMemoryTotpSecrets } from './fake-repositories.js';

/** An account whose password is `password` (with the plain hasher). */
export function anAccount(overrides: Partial<Omit<SignInAccount, 'userId'>> & { userId: number; role: RoleName }): SignInAccount {
  const { userId, ...rest } = overrides;
  return {
    userName: `user${userId}`, passwordHash: 'plain$password', active: true, twoFactorEnabled: false, profileCompleted: true,
    fullName: `User ${userId}`, email: `user${userId}@example.org`, ipaNumber: null, doctorId: null, ...rest, userId: userId as UserId,
  };
}

/** The fakes behind the sign-in, session and notification use cases, each reachable for inspection. */
export function fakePorts() {
  const accounts = new InMemoryAccounts();
  const ports = {
    users: accounts as unknown as UserRepository,
    sessions: new InMemorySessions(),
    signInEvents: new InMemorySignInEvents(),
    lockouts: new InMemoryLockouts(),
    totpSecrets: new InMemoryTotpSecrets(),
    settings: new InMemorySettings(),
    notifications: new InMemoryNotifications(),
    hasher: new PlainHasher(),
    tokens: new TransparentTokens(),
    totp: new StepCodeTotp(),
    mailer: new CollectingMailer(),
    hubBus: new CollectingBus(),
    ids: new SequentialIds(),
    clock: new FakeClock(),
    siteUrl: 'https://portal.example.org',
  } satisfies Partial<AppPorts>;
  return { ...ports, accounts };
}
