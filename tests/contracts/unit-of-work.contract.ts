import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import type { Repositories, UnitOfWork } from '@rafdesk/core';
import { recomputeRecordFigures } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';

/** What a {@link UnitOfWork} promises: all of the work or none of it. */
export function unitOfWorkContract(subject: () => { repositories: Repositories; unitOfWork: UnitOfWork }): void {
  describe('UnitOfWork', () => {
    it('commits every write of work that succeeds', async () => {
      const { repositories, unitOfWork } = subject();
      const practice = await aPractice(repositories);
      const result = await unitOfWork.run((tx) => tx.patients.create(aPatient(practice), 2026, at())
        .andThen((owner) => tx.recordNotes.add({ recordId: owner.recordId, kind: 'mag', text: 'Coded' }, null, at()).map(() => owner)));
      const owner = result._unsafeUnwrap();
      expect((await repositories.recordNotes.list(owner.recordId))._unsafeUnwrap()).toHaveLength(1);
    });

    it('leaves nothing behind when the work ends in an error value', async () => {
      const { repositories, unitOfWork } = subject();
      const practice = await aPractice(repositories);
      const result = await unitOfWork.run((tx) => tx.patients.create(aPatient({ ...practice, lastName: 'Rolledback' }), 2026, at())
        .andThen(() => errAsync({ kind: 'Refused' as const })));
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'Refused' });
      const listed = await repositories.patients.list({
        window: { pageNumber: 1, pageSize: 10 }, searchQuery: 'Rolledback', searchDoctors: false, doctorId: null, insuranceId: null, insuranceName: null,
        active: null, paymentYear: 2026, asOf: '2026-03-18',
      });
      expect(listed._unsafeUnwrap().totalCount).toBe(0);
    });

    it('nests: an inner multi-row write that fails undoes only itself', async () => {
      const { repositories, unitOfWork } = subject();
      const practice = await aPractice(repositories);
      const result = await unitOfWork.run((tx) => tx.patients.create(aPatient(practice), 2026, at())
        .andThen((owner) => tx.patients.createMany([aPatient(practice), { ...aPatient(practice), planId: 987_654 as never }], 2026, at())
          .orElse(() => okAsync([]))
          .map(() => owner)));
      const owner = result._unsafeUnwrap();
      const listed = await repositories.patients.list({
        window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, searchDoctors: false, doctorId: practice.doctorId, insuranceId: null, insuranceName: null,
        active: null, paymentYear: 2026, asOf: '2026-03-18',
      });
      expect(listed._unsafeUnwrap().items.map((row) => row.recordId)).toEqual([owner.recordId]);
    });

    it('serialises concurrent changes of one record, so its stored figures count every committed diagnostic', async () => {
      const { repositories, unitOfWork } = subject();
      const practice = await aPractice(repositories);
      const owner = (await repositories.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      const addAndScore = (code: string) => unitOfWork.run((tx) => tx.recordDiagnostics
        .add(owner.recordId, [{ code, serviceDate: null, queue: null, provider: null, specialty: null, documentation: null }], null, at())
        .andThen(() => recomputeRecordFigures(tx, owner.recordId, null, at())));
      const outcomes = await Promise.all([addAndScore('E1122'), addAndScore('I5022'), addAndScore('J449')]);
      for (const outcome of outcomes) expect(outcome.isOk()).toBe(true);
      const stored = (await repositories.patients.findByRecord(owner.recordId, '2026-02-01'))._unsafeUnwrap();
      const expected = (await unitOfWork.run((tx) => recomputeRecordFigures(tx, owner.recordId, null, at())))._unsafeUnwrap();
      expect(stored?.diagnosisCount).toBe(3);
      expect(stored?.rafTotal).toBe(expected.rafTotal);
    });
  });
}
