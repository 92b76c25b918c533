import { beforeEach, describe } from 'vitest';
import { inMemoryRepositories, InMemoryUnitOfWork, type InMemoryRepositories } from '@rafdesk/core/testing';
import { userRepositoryContract } from './user-repository.contract.js';
import { signInRepositoriesContract } from './sign-in-repositories.contract.js';
import { practiceRepositoriesContract } from './practice-repositories.contract.js';
import { messagingRepositoriesContract } from './messaging-repositories.contract.js';
import { clinicalRepositoriesContract } from './clinical-repositories.contract.js';
import { referenceRepositoriesContract } from './reference-repositories.contract.js';
import { contentRepositoriesContract } from './content-repositories.contract.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';
import { undoRepositoriesContract } from './undo-repositories.contract.js';
import { gapRepositoryContract } from './gap-repository.contract.js';
import { figureRecomputeContract } from './figure-recompute.contract.js';
import { batchReadsContract } from './batch-reads.contract.js';

// The same contracts persistence.test.ts runs on PGlite and PostgreSQL: the fakes core's tests use behave as the database does.
describe('In-memory repositories keep the same contracts as the database', () => {
  let current: InMemoryRepositories;
  beforeEach(() => {
    current = inMemoryRepositories();
  });
  const subject = () => current;
  userRepositoryContract(subject);
  signInRepositoriesContract(subject);
  practiceRepositoriesContract(subject);
  messagingRepositoriesContract(subject);
  clinicalRepositoriesContract(subject);
  referenceRepositoriesContract(subject);
  contentRepositoriesContract(subject);
  undoRepositoriesContract(subject);
  gapRepositoryContract(subject);
  figureRecomputeContract(subject);
  batchReadsContract(subject);
  unitOfWorkContract(() => ({ repositories: current, unitOfWork: new InMemoryUnitOfWork(current) }));
});
