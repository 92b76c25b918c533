import { beforeEach, describe } from 'vitest';
import { inMemoryAccessRepositories, type InMemoryAccessRepositories } from '@rafdesk/core/testing';
import { userRepositoryContract } from './user-repository.contract.js';
import { signInRepositoriesContract } from './sign-in-repositories.contract.js';
import { practiceRepositoriesContract } from './practice-repositories.contract.js';
import { messagingRepositoriesContract } from './messaging-repositories.contract.js';

describe('In-memory repositories keep the same contracts as the database', () => {
  let current: InMemoryAccessRepositories;
  beforeEach(() => {
    current = inMemoryAccessRepositories();
  });
  const subject = () => current;
  userRepositoryContract(subject);
  signInRepositoriesContract(subject);
  practiceRepositoriesContract(subject);
  messagingRepositoriesContract(subject);
});
