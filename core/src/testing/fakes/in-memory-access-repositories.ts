import { InMemoryPracticeState } from './in-memory-practice-state.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';
import { InMemoryDoctorRepository } from './in-memory-doctor-repository.js';
import { InMemorySessionRepository } from './in-memory-session-repository.js';
import { InMemorySignInEventRepository, InMemorySignInLockoutRepository, InMemorySpentTickets, InMemoryTotpSecretRepository } from './in-memory-sign-in-stores.js';
import { InMemoryAuditLog, InMemoryLookupRepository, InMemoryMailOutbox, InMemoryNotificationRepository, InMemorySettingsRepository } from './in-memory-operations.js';

/** The in-memory stores of accounts, sign-in, doctors, notifications and operations, wired to one shared state. */
export function inMemoryAccessRepositories(state = new InMemoryPracticeState()) {
  const users = new InMemoryUserRepository(state);
  return {
    state,
    users,
    doctors: new InMemoryDoctorRepository(state),
    lookups: new InMemoryLookupRepository(state.lookups),
    sessions: new InMemorySessionRepository(users),
    signInEvents: new InMemorySignInEventRepository(users),
    lockouts: new InMemorySignInLockoutRepository(),
    totpSecrets: new InMemoryTotpSecretRepository(),
    spentTickets: new InMemorySpentTickets(),
    notifications: new InMemoryNotificationRepository((id) => state.accounts.has(id)),
    settings: new InMemorySettingsRepository(),
    auditLog: new InMemoryAuditLog(),
    mailOutbox: new InMemoryMailOutbox(),
  };
}

/** What {@link inMemoryAccessRepositories} returns. */
export type InMemoryAccessRepositories = ReturnType<typeof inMemoryAccessRepositories>;
