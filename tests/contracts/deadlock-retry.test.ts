import { expect, it } from 'vitest';
import { okAsync, ResultAsync } from 'neverthrow';
import { createKyselyRepositories, KyselyUnitOfWork } from '@rafdesk/adapters/persistence';
import type { RecordId, Repositories } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';
import { describeOnEachDatabase } from './database-harness.js';
import { testFieldCipher } from './test-field-cipher.js';

const clock = { now: () => new Date() };

describeOnEachDatabase('Unit of work: a deadlock victim runs again', (database) => {
  // PGlite runs one transaction at a time, so two of them can never wait for each other there.
  it.skipIf(database.engine === 'pglite')('two units of work that lock two records in opposite orders both succeed', async () => {
    const repositories = createKyselyRepositories(database.handle().db, clock, testFieldCipher);
    const unitOfWork = new KyselyUnitOfWork(database.handle().db, clock, testFieldCipher);
    const practice = await aPractice(repositories);
    const first = (await repositories.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap().recordId;
    const second = (await repositories.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap().recordId;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHoldTheirFirstLock = new Promise<void>((resolve) => { release = resolve; });
    const meet = () => ResultAsync.fromSafePromise((async () => {
      arrived += 1;
      if (arrived === 2) release();
      await Promise.race([bothHoldTheirFirstLock, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    })());
    let attempts = 0;
    const lockBoth = (tx: Repositories, one: RecordId, other: RecordId) => {
      attempts += 1;
      return tx.patients.lockRecord(one).andThen(meet).andThen(() => tx.patients.lockRecord(other)).andThen(() => okAsync('done'));
    };
    const outcomes = await Promise.all([
      unitOfWork.run((tx) => lockBoth(tx, first, second)),
      unitOfWork.run((tx) => lockBoth(tx, second, first)),
    ]);
    expect(outcomes.map((outcome) => outcome._unsafeUnwrap())).toEqual(['done', 'done']);
    expect(attempts).toBe(3);
  });
});
