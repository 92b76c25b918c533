export { conflict, notFound, type Conflict, type NotFound, type StorageError } from './storage-error.js';
export { pageOffset, type Page, type PageWindow } from './page.js';
export {
  AGREEMENT_SORT_FIELDS, AUDIT_SORT_FIELDS, DOCTOR_SORT_FIELDS, INSURANCE_SORT_FIELDS, LOGIN_REPORT_SORT_FIELDS, PATIENT_SORT_FIELDS, REPORT_SORT_FIELDS,
  USER_SORT_FIELDS, sortWithin, type AgreementSortField, type AuditSortField, type DoctorSortField, type InsuranceSortField, type ListSort,
  type LoginReportSortField, type PatientSortField, type ReportSortField, type SortDirection, type SortedPageRequest, type UserSortField,
} from './list-sort.js';
export type { Repositories, UnitOfWork } from './repositories.js';
export type { UserRepository, SignInAccount, NewUserAccount } from './user-repository.js';
export type { SessionActivityPolicy, SessionRepository, SessionRecord, SessionTouch } from './session-repository.js';
export type { SignInEventRepository, SignInEvent } from './sign-in-event-repository.js';
export type { SignInLockoutRepository, LockoutState, LockoutPolicy } from './sign-in-lockout-repository.js';
export type { TotpSecretRepository, StoredTotpSecret } from './totp-secret-repository.js';
export type { DoctorRepository, DoctorInput, DoctorDetails, LookupRepository } from './doctor-repository.js';
export type { NotificationRepository, StoredNotification } from './notification-repository.js';
export type { SettingsRepository, Settings } from './settings-repository.js';
export type { FigureRecompute, FigureRecomputeRepository, FigureRecomputeStatus } from './figure-recompute-repository.js';
export type { AuditFilter, AuditLog, AuditRecord, AuditScope } from './audit-log.js';
export type { MailOutbox, OutboxMessage } from './mail-outbox.js';
export { SENT_MAIL_BODY } from './mail-outbox.js';
export type { InsuranceRepository, InsuranceReportBasis } from './insurance-repository.js';
export type {
  PatientRepository, NewPatient, PatientListFilter, PatientScopeFilter, PatientFigureGroup, RecordOwner, RecordFigures, ScoringSubject, RosterConflict,
  NamedPatient, NamedPatientsQuery,
} from './patient-repository.js';
export type { RecordDiagnosticRepository, NewRecordDiagnostic, AddedDiagnostics, LoadedDiagnostic } from './record-diagnostic-repository.js';
export type { RecordNoteRepository, RecordNote } from './record-note-repository.js';
export type { CatalogueRepository, CatalogueEntry } from './catalogue-repository.js';
export { looksLikeCode } from './catalogue-repository.js';
export type {
  VisitOptionRepository, CptCode, ProgressNoteRepository, NewProgressNote, ProgressNoteSummary, ProgressNoteDetail,
  DraftNoteRepository, TempDiagnosisRepository, TempDiagnosis,
} from './smart-pn-repositories.js';
export type { VideoRepository, VideoQuery } from './video-repository.js';
export type { UndoBin, KeptDeletion } from './undo-bin.js';
export type {
  GapRepository, GapBasis, GapBasisQuery, StoredGap, StoredGapSet, WorklistFilter, WorklistEntryRow, PatientDispositionChange, NamedHistoryRecord, NewImportedDiagnosis,
} from './gap-repository.js';
export type { HighRiskJustificationRepository, JustificationOverride, StoredJustification } from './high-risk-justification-repository.js';
