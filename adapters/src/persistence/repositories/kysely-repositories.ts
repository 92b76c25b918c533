import type { ResultAsync } from 'neverthrow';
import type { Clock, FieldCipher, Repositories, SealedObjectStore, StorageError, UnitOfWork } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { transact } from './transact.js';
import { KyselyUserRepository } from './kysely-user-repository.js';
import { KyselySessionRepository } from './kysely-session-repository.js';
import { KyselySignInEventRepository, KyselySignInLockoutRepository } from './kysely-sign-in-repositories.js';
import { KyselySingleUseLedger, KyselyTotpSecretRepository } from './kysely-second-factor.js';
import { KyselyDoctorRepository } from './kysely-doctor-repository.js';
import { KyselyInsuranceRepository } from './kysely-insurance-repository.js';
import { KyselyPatientRepository } from './kysely-patient-repository.js';
import { KyselyRecordDiagnosticRepository } from './kysely-record-diagnostic-repository.js';
import { KyselyRecordNoteRepository } from './kysely-record-note-repository.js';
import { KyselyCatalogueRepository } from './kysely-catalogue-repository.js';
import { KyselyNotificationRepository } from './kysely-notification-repository.js';
import { KyselyAuditLog, KyselyLookupRepository, KyselySettingsRepository } from './kysely-operations-repositories.js';
import { KyselyMailOutbox } from './kysely-mail-outbox.js';
import { KyselyVisitOptionRepository } from './kysely-visit-option-repository.js';
import { KyselyDraftNoteRepository, KyselyProgressNoteRepository, KyselyTempDiagnosisRepository } from './kysely-progress-note-repositories.js';
import { KyselyVideoRepository } from './kysely-video-repository.js';
import { KyselyUndoBin } from './kysely-undo-bin.js';
import { KyselyHighRiskJustificationRepository } from './kysely-high-risk-justification-repository.js';
import { KyselyFigureRecomputes } from './kysely-figure-recomputes.js';
import { KyselyGapRepository } from './kysely-gap-repository.js';
import { createRepositoryCaches, type RepositoryCaches } from './repository-caches.js';

/** Files the repositories keep outside the database: signed notes' PDFs in the site's bucket, when one is set. */
export interface RepositoryFiles {
  readonly notePdfs?: SealedObjectStore | null;
}

/**
 * Every repository over one connection or transaction. The clock only decides when spent tickets may be forgotten;
 * `cipher` seals the secret and note columns at rest; `caches` are shared by every repository of one database (one
 * set per database, kept by its unit of work).
 */
export function createKyselyRepositories(db: Executor, clock: Clock, cipher: FieldCipher, caches: RepositoryCaches = createRepositoryCaches(), files: RepositoryFiles = {}): Repositories {
  return {
    users: new KyselyUserRepository(db),
    sessions: new KyselySessionRepository(db),
    signInEvents: new KyselySignInEventRepository(db),
    lockouts: new KyselySignInLockoutRepository(db),
    totpSecrets: new KyselyTotpSecretRepository(db, cipher),
    spentTickets: new KyselySingleUseLedger(db, clock),
    doctors: new KyselyDoctorRepository(db),
    lookups: new KyselyLookupRepository(db),
    insurances: new KyselyInsuranceRepository(db),
    patients: new KyselyPatientRepository(db, cipher, caches.patientCounts),
    recordDiagnostics: new KyselyRecordDiagnosticRepository(db),
    recordNotes: new KyselyRecordNoteRepository(db, cipher),
    catalogue: new KyselyCatalogueRepository(db, caches),
    notifications: new KyselyNotificationRepository(db),
    settings: new KyselySettingsRepository(db, caches.settings),
    auditLog: new KyselyAuditLog(db),
    mailOutbox: new KyselyMailOutbox(db, cipher),
    visitOptions: new KyselyVisitOptionRepository(db),
    progressNotes: new KyselyProgressNoteRepository(db, cipher, files.notePdfs ?? null),
    draftNotes: new KyselyDraftNoteRepository(db, cipher),
    tempDiagnoses: new KyselyTempDiagnosisRepository(db),
    videos: new KyselyVideoRepository(db),
    undoBin: new KyselyUndoBin(db, cipher),
    highRiskJustifications: new KyselyHighRiskJustificationRepository(db, cipher),
    gaps: new KyselyGapRepository(db, cipher),
    figureRecomputes: new KyselyFigureRecomputes(db),
  };
}

/** {@link UnitOfWork} as one database transaction (a savepoint when already inside one). */
export class KyselyUnitOfWork implements UnitOfWork {
  constructor(private readonly db: Executor, private readonly clock: Clock, private readonly cipher: FieldCipher, private readonly caches: RepositoryCaches = createRepositoryCaches(), private readonly files: RepositoryFiles = {}) {}

  run<T, E>(work: (repositories: Repositories) => ResultAsync<T, E>): ResultAsync<T, E | StorageError> {
    return transact<T, E>(this.db, async (trx) => work(createKyselyRepositories(trx, this.clock, this.cipher, this.caches, this.files)));
  }
}
