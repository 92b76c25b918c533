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
export { InMemoryClinicalState, UNSCORED_FIGURES, type ClinicalTables } from './in-memory-clinical-state.js';
export { InMemoryInsuranceRepository } from './in-memory-insurance-repository.js';
export { InMemoryPatientRepository } from './in-memory-patient-repository.js';
export { InMemoryRecordDiagnosticRepository, InMemoryRecordNoteRepository } from './in-memory-record-repositories.js';
export { InMemoryCatalogueRepository } from './in-memory-catalogue-repository.js';
export {
  InMemoryVisitOptionRepository, InMemoryProgressNoteRepository, InMemoryDraftNoteRepository, InMemoryTempDiagnosisRepository,
} from './in-memory-smart-pn-repositories.js';
export { InMemoryVideoRepository } from './in-memory-video-repository.js';
export { InMemoryUndoBin } from './in-memory-undo-bin.js';
export { inMemoryRepositories, type InMemoryRepositories } from './in-memory-repositories.js';
export { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
export { InMemoryFieldCipher } from './in-memory-field-cipher.js';
