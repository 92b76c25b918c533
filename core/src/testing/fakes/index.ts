export { InMemorySessionRepository } from './in-memory-session-repository.js';
export {
  InMemorySignInEventRepository, InMemorySignInLockoutRepository, InMemoryTotpSecretRepository, InMemorySpentTickets, type LoginReportAccounts,
} from './in-memory-sign-in-stores.js';
export {
  InMemorySettingsRepository, InMemoryAuditLog, InMemoryMailOutbox, InMemoryNotificationRepository, InMemoryLookupRepository, DEFAULT_LOOKUPS,
} from './in-memory-operations.js';
export { InMemoryPracticeState, type StoredAccount, type StoredDoctor } from './in-memory-practice-state.js';
export { InMemoryUserRepository } from './in-memory-user-repository.js';
export { InMemoryDoctorRepository } from './in-memory-doctor-repository.js';
export { inMemoryAccessRepositories, type InMemoryAccessRepositories } from './in-memory-access-repositories.js';
