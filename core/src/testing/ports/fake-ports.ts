import type { UserId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import { aUserInput } from '../builders/user-builders.js';
import { inMemoryAccessRepositories } from '../fakes/in-memory-access-repositories.js';
import type { InMemoryPracticeState } from '../fakes/in-memory-practice-state.js';
import type { AppPorts } from '../../usecases/app-ports.js';
import { CollectingBus, CollectingMailer, FakeClock, PlainHasher, SequentialIds, StepCodeTotp, TransparentTokens } from './fake-auth.js';

/** An account to seed: its id and role, and what a test cares about; the password is `password` (with the plain hasher). */
export interface AccountSeed {
  userId: number;
  role: RoleName;
  userName?: string;
  fullName?: string;
  ipaNumber?: string | null;
  active?: boolean;
  twoFactorEnabled?: boolean;
}

/** An account whose password is `password`, named `user<id>` unless told otherwise. */
export function anAccount(seed: AccountSeed): Required<AccountSeed> {
  return { userName: `user${seed.userId}`, fullName: `User ${seed.userId}`, ipaNumber: null, active: true, twoFactorEnabled: false, ...seed };
}

/** Seeds accounts with the ids a test chooses straight into the shared in-memory state. */
class AccountSeeder {
  constructor(private readonly state: InMemoryPracticeState) {}

  add(seed: AccountSeed): this {
    const account = anAccount(seed);
    const [firstName = '', lastName = ''] = account.fullName.split(' ');
    const id = account.userId as UserId;
    this.state.accounts.set(id, {
      id, userName: account.userName, passwordHash: 'plain$password', profileCompleted: true, active: account.active,
      twoFactorEnabled: account.twoFactorEnabled, identity: null,
      input: aUserInput({ role: account.role, firstName, lastName, email: `user${account.userId}@example.org`, ipaNumber: account.ipaNumber }),
    });
    return this;
  }
}

/** The contract-checked in-memory stores behind the sign-in, session and notification use cases, with fake services around them. */
export function fakePorts() {
  const repositories = inMemoryAccessRepositories();
  const ports = {
    users: repositories.users,
    sessions: repositories.sessions,
    signInEvents: repositories.signInEvents,
    lockouts: repositories.lockouts,
    totpSecrets: repositories.totpSecrets,
    settings: repositories.settings,
    spentTickets: repositories.spentTickets,
    notifications: repositories.notifications,
    hasher: new PlainHasher(),
    tokens: new TransparentTokens(),
    totp: new StepCodeTotp(),
    mailer: new CollectingMailer(),
    hubBus: new CollectingBus(),
    ids: new SequentialIds(),
    clock: new FakeClock(),
    siteUrl: 'https://portal.example.org',
  } satisfies Partial<AppPorts>;
  return { ...ports, accounts: new AccountSeeder(repositories.state) };
}
