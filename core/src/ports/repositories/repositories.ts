import type { ResultAsync } from 'neverthrow';
import type { SingleUseLedger } from '../auth/single-use-ledger.js';
import type { AuditLog } from './audit-log.js';
import type { CatalogueRepository } from './catalogue-repository.js';
import type { DoctorRepository, LookupRepository } from './doctor-repository.js';
import type { FigureRecomputeRepository } from './figure-recompute-repository.js';
import type { GapRepository } from './gap-repository.js';
import type { HighRiskJustificationRepository } from './high-risk-justification-repository.js';
import type { InsuranceRepository } from './insurance-repository.js';
import type { MailOutbox } from './mail-outbox.js';
import type { NotificationRepository } from './notification-repository.js';
import type { PatientRepository } from './patient-repository.js';
import type { RecordDiagnosticRepository } from './record-diagnostic-repository.js';
import type { RecordNoteRepository } from './record-note-repository.js';
import type { SessionRepository } from './session-repository.js';
import type { SettingsRepository } from './settings-repository.js';
import type { SignInEventRepository } from './sign-in-event-repository.js';
import type { SignInLockoutRepository } from './sign-in-lockout-repository.js';
import type { DraftNoteRepository, ProgressNoteRepository, TempDiagnosisRepository, VisitOptionRepository } from './smart-pn-repositories.js';
import type { StorageError } from './storage-error.js';
import type { TotpSecretRepository } from './totp-secret-repository.js';
import type { UndoBin } from './undo-bin.js';
import type { UserRepository } from './user-repository.js';
import type { VideoRepository } from './video-repository.js';

/** Every repository over one store (and, inside {@link UnitOfWork.run}, over one transaction). */
export interface Repositories {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly signInEvents: SignInEventRepository;
  readonly lockouts: SignInLockoutRepository;
  readonly totpSecrets: TotpSecretRepository;
  readonly spentTickets: SingleUseLedger;
  readonly doctors: DoctorRepository;
  readonly lookups: LookupRepository;
  readonly insurances: InsuranceRepository;
  readonly patients: PatientRepository;
  readonly recordDiagnostics: RecordDiagnosticRepository;
  readonly recordNotes: RecordNoteRepository;
  readonly catalogue: CatalogueRepository;
  readonly notifications: NotificationRepository;
  readonly settings: SettingsRepository;
  readonly auditLog: AuditLog;
  readonly mailOutbox: MailOutbox;
  readonly visitOptions: VisitOptionRepository;
  readonly progressNotes: ProgressNoteRepository;
  readonly draftNotes: DraftNoteRepository;
  readonly tempDiagnoses: TempDiagnosisRepository;
  readonly videos: VideoRepository;
  readonly undoBin: UndoBin;
  readonly highRiskJustifications: HighRiskJustificationRepository;
  readonly gaps: GapRepository;
  readonly figureRecomputes: FigureRecomputeRepository;
}

/** Several repository calls that stand or fall together. */
export interface UnitOfWork {
  /**
   * Runs `work` with repositories bound to one transaction: everything it wrote is committed when its result
   * is `ok` and rolled back when it is `err` or storage fails, so nothing is ever half-written. Use only the
   * repositories handed to `work` inside it, one call after another: a transaction is one connection, and calls
   * started in parallel inside it would interleave their savepoints.
   */
  run<T, E>(work: (repositories: Repositories) => ResultAsync<T, E>): ResultAsync<T, E | StorageError>;
}
