import { expect, it } from 'vitest';
import { SENT_MAIL_BODY } from '@rafdesk/core';
import { createKyselyRepositories, KyselyUnitOfWork } from '@rafdesk/adapters/persistence';
import { describeOnEachDatabase } from './database-harness.js';
import { testFieldCipher } from './test-field-cipher.js';
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
import { sealedColumnsContract } from './sealed-columns.contract.js';

const clock = { now: () => new Date() };

describeOnEachDatabase('Kysely repositories', (database) => {
  const repositories = () => createKyselyRepositories(database.handle().db, clock, testFieldCipher);
  userRepositoryContract(repositories);
  signInRepositoriesContract(repositories);
  practiceRepositoriesContract(repositories);
  messagingRepositoriesContract(repositories);
  clinicalRepositoriesContract(repositories);
  referenceRepositoriesContract(repositories);
  contentRepositoriesContract(repositories);
  undoRepositoriesContract(repositories);
  gapRepositoryContract(repositories);
  figureRecomputeContract(repositories);
  batchReadsContract(repositories);
  sealedColumnsContract(database);
  unitOfWorkContract(() => ({ repositories: repositories(), unitOfWork: new KyselyUnitOfWork(database.handle().db, clock, testFieldCipher) }));

  it('keeps no body of a sent mail (a set-password link ends with its delivery); an unsent one keeps it sealed', async () => {
    const { mailOutbox } = repositories();
    const link = 'Set your password: https://rafdesk.example/set-password/secret-of-the-link';
    for (const id of ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2']) {
      (await mailOutbox.enqueue({ id, to: 'doc@example.test', subject: 'Set your RAFdesk password', text: link, html: `<p>${link}</p>`, createdAt: new Date() }))._unsafeUnwrap();
    }
    (await mailOutbox.markSent('00000000-0000-4000-8000-0000000000a1', new Date()))._unsafeUnwrap();
    const rows = await database.handle().db.selectFrom('mail_outbox').select(['id', 'text_body', 'html_body', 'subject']).orderBy('id').execute();
    expect(rows[0]).toEqual({ id: '00000000-0000-4000-8000-0000000000a1', text_body: SENT_MAIL_BODY, html_body: null, subject: 'Set your RAFdesk password' });
    expect(JSON.stringify(rows[1])).not.toContain('secret-of-the-link');
    expect((await mailOutbox.pending(10))._unsafeUnwrap()).toMatchObject([{ id: '00000000-0000-4000-8000-0000000000a2', text: link, html: `<p>${link}</p>` }]);
  });
});
