import type { Repositories } from '../../ports/repositories/repositories.js';
import { inMemoryAccessRepositories } from './in-memory-access-repositories.js';
import { InMemoryCatalogueRepository } from './in-memory-catalogue-repository.js';
import { InMemoryClinicalState } from './in-memory-clinical-state.js';
import { InMemoryDoctorRepository } from './in-memory-doctor-repository.js';
import { InMemoryInsuranceRepository } from './in-memory-insurance-repository.js';
import { DEFAULT_LOOKUPS } from './in-memory-operations.js';
import { InMemoryPatientRepository } from './in-memory-patient-repository.js';
import { InMemoryPracticeState } from './in-memory-practice-state.js';
import { InMemoryRecordDiagnosticRepository, InMemoryRecordNoteRepository } from './in-memory-record-repositories.js';
import {
  InMemoryDraftNoteRepository, InMemoryProgressNoteRepository, InMemoryTempDiagnosisRepository, InMemoryVisitOptionRepository,
} from './in-memory-smart-pn-repositories.js';
import { InMemoryUndoBin } from './in-memory-undo-bin.js';
import { InMemoryHighRiskJustifications } from './in-memory-high-risk-justifications.js';
import { InMemoryGapRepository } from './in-memory-gap-repository.js';
import { InMemoryVideoRepository } from './in-memory-video-repository.js';
import { InMemoryFigureRecomputes } from './in-memory-figure-recomputes.js';

/**
 * Every repository in memory over one shared state: the access stores and the clinical ones (patients, records,
 * catalogue, insurances, Smart PN, videos), which join the practice's doctors and accounts as the database's tables do.
 */
export function inMemoryRepositories() {
  let clinical: InMemoryClinicalState | null = null;
  // A user's insurance name is read from the insurances the clinical state keeps, as the users query joins it.
  const practice = new InMemoryPracticeState(DEFAULT_LOOKUPS, (id) => clinical?.tables.insurances.get(id as never)?.name ?? null);
  const state = new InMemoryClinicalState(practice);
  clinical = state;
  const access = inMemoryAccessRepositories(practice);
  const repositories = {
    ...access,
    // The doctors with a patient of an insurance are read from the patients, as the database's query joins them.
    doctors: new InMemoryDoctorRepository(practice, (insuranceId) => new Set([...state.tables.patients.values()]
      .filter((patient) => patient.input.insuranceId === insuranceId).map((patient) => patient.input.doctorId))),
    insurances: new InMemoryInsuranceRepository(state),
    patients: new InMemoryPatientRepository(state),
    recordDiagnostics: new InMemoryRecordDiagnosticRepository(state),
    recordNotes: new InMemoryRecordNoteRepository(state),
    catalogue: new InMemoryCatalogueRepository(state),
    visitOptions: new InMemoryVisitOptionRepository(state),
    progressNotes: new InMemoryProgressNoteRepository(state),
    draftNotes: new InMemoryDraftNoteRepository(state),
    tempDiagnoses: new InMemoryTempDiagnosisRepository(state),
    videos: new InMemoryVideoRepository(state),
    undoBin: new InMemoryUndoBin(state),
    highRiskJustifications: new InMemoryHighRiskJustifications(state),
    gaps: new InMemoryGapRepository(state),
    figureRecomputes: new InMemoryFigureRecomputes(),
  } satisfies Repositories;
  return { ...repositories, clinical: state };
}

/** What {@link inMemoryRepositories} returns. */
export type InMemoryRepositories = ReturnType<typeof inMemoryRepositories>;
