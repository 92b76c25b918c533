import { createKyselyRepositories, KyselyUnitOfWork } from '@rafdesk/adapters/persistence';
import { describeOnEachDatabase } from './database-harness.js';
import { userRepositoryContract } from './user-repository.contract.js';
import { signInRepositoriesContract } from './sign-in-repositories.contract.js';
import { practiceRepositoriesContract } from './practice-repositories.contract.js';
import { messagingRepositoriesContract } from './messaging-repositories.contract.js';
import { clinicalRepositoriesContract } from './clinical-repositories.contract.js';
import { referenceRepositoriesContract } from './reference-repositories.contract.js';
import { contentRepositoriesContract } from './content-repositories.contract.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';

const clock = { now: () => new Date() };

describeOnEachDatabase('Kysely repositories', (database) => {
  const repositories = () => createKyselyRepositories(database.handle().db, clock);
  userRepositoryContract(repositories);
  signInRepositoriesContract(repositories);
  practiceRepositoriesContract(repositories);
  messagingRepositoriesContract(repositories);
  clinicalRepositoriesContract(repositories);
  referenceRepositoriesContract(repositories);
  contentRepositoriesContract(repositories);
  unitOfWorkContract(() => ({ repositories: repositories(), unitOfWork: new KyselyUnitOfWork(database.handle().db, clock) }));
});
