import { describe, expect, it } from 'vitest';
import { scoreBeneficiary } from '../../raf/score-beneficiary.js';
import { describeRafError } from '../../raf/scoring-plan.js';
import { CollectingBus } from '../../testing/ports/fake-auth.js';
import { must, PATIENT_DOB, recordPractice } from '../../testing/practice/record-practice.js';
import { inProcessRunner } from '../jobs/background-runner.js';
import { addDiagnoses } from '../records/add-diagnoses.js';
import { setRafFactor } from './raf-factors.js';
import { listFigureRecomputes, resumeFigureRecomputes, runFigureRecompute } from './recompute-year-figures.js';

// PY2026's V28 normalization is unconfirmed, so an Admin may set it: every stored 2026 figure was valued with the old one.
const FACTOR = { year: 2026, factor: 'normalization:V28', value: 1.2, note: 'CY2026 Rate Announcement, read by the test' };

const settingsOf = (value: number) => [{ year: 2026 as const, factor: 'normalization:V28' as const, thousandths: Math.round(value * 1000), setBy: 'admin', setAt: '2026-01-01T00:00:00.000Z', note: 'test' }];
function engineRaf(codes: readonly string[], factorValue: number | null): number {
  const result = scoreBeneficiary({ dob: PATIENT_DOB, sex: 'M', diagnoses: [...codes] }, { year: 2026, factorSettings: factorValue === null ? [] : settingsOf(factorValue) });
  if (result.isErr()) throw new Error(describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}

async function practiceWithRunner() {
  const practice = await recordPractice();
  const hubBus = new CollectingBus();
  const ports = { ...practice.ports, hubBus };
  const figureRecomputeRunner = inProcessRunner(async (year: number) => { await runFigureRecompute(ports, year); });
  const admin = { ...practice.callers.admin, userName: 'admin', sessionId: 'admin-session' };
  return { ...practice, ports: { ...ports, figureRecomputeRunner }, hubBus, runner: figureRecomputeRunner, admin };
}

describe('a factor change recomputes its payment year\'s stored figures in the background', () => {
  it('stores every record\'s figures with the new factor, counts its progress and tells the Admin who set it', async () => {
    const { ports, callers, admin, recordId, foreignRecordId, stored, runner, hubBus } = await practiceWithRunner();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122'], optimize: false }));
    const before = (await stored()).rafTotal;
    expect(before).toBe(engineRaf(['E1122'], null));

    await must(setRafFactor(ports, admin, FACTOR));
    await runner.idle();

    // Both 2026 records, the one with codes and the one without, carry the figures the engine gives with the new factor.
    expect((await stored()).rafTotal).toBe(engineRaf(['E1122'], 1.2));
    expect((await stored(foreignRecordId)).rafTotal).toBe(engineRaf([], 1.2));
    expect((await stored()).rafTotal).not.toBe(before);
    expect(await must(listFigureRecomputes(ports))).toEqual([{ paymentYear: 2026, status: 'done', done: 2, total: 2, finishedAt: expect.any(String), failure: null }]);
    const told = await must(ports.notifications.listForUser(callers.admin.userId));
    expect(told.map((item) => [item.title, item.body])).toEqual([['RAF figures recomputed', expect.stringMatching(/^The stored RAF figures of PY2026 were recomputed .*: 2 records, and the year's gaps\.$/)]]);
    expect(hubBus.events.filter((event) => event.kind === 'notificationStored')).toHaveLength(1);
  });

  it('leaves other payment years alone, and a refused factor asks for no recompute', async () => {
    const { ports, admin, recordId, stored, runner } = await practiceWithRunner();
    const owner = await must(ports.patients.recordOwner(recordId));
    const record2027 = await must(ports.patients.ensureRecord(owner!.patientId, 2027, ports.clock.now()));
    const figures2027 = await must(ports.patients.scoringSubject(record2027));
    expect(figures2027).not.toBeNull();
    const refused = await setRafFactor(ports, admin, { ...FACTOR, value: 12 });
    expect(refused.isErr()).toBe(true);
    await runner.idle();
    expect(await must(listFigureRecomputes(ports))).toEqual([]);
    await must(setRafFactor(ports, admin, FACTOR));
    await runner.idle();
    expect((await stored()).rafTotal).toBe(engineRaf([], 1.2));
    expect((await must(listFigureRecomputes(ports))).map((row) => row.paymentYear)).toEqual([2026]);
  });

  it('runs a request a stop left queued at the next start, and a run with nothing requested does nothing', async () => {
    const { ports, admin, stored } = await practiceWithRunner();
    const before = (await stored()).rafTotal;
    // The factor is stored and the recompute asked for, but this process stopped before its runner took it.
    const stopped = { ...ports, figureRecomputeRunner: { start: () => undefined, idle: async () => undefined, depth: async () => 0 } };
    await must(setRafFactor(stopped, admin, FACTOR));
    expect((await stored()).rafTotal).toBe(before);
    expect((await must(listFigureRecomputes(ports)))[0]?.status).toBe('queued');

    const next = inProcessRunner(async (year: number) => { await runFigureRecompute(ports, year); });
    expect(await must(resumeFigureRecomputes(ports, next))).toEqual([2026]);
    await next.idle();
    expect((await stored()).rafTotal).toBe(engineRaf([], 1.2));
    expect(await must(runFigureRecompute(ports, 2026))).toBe('done');
    expect(await must(resumeFigureRecomputes(ports, next))).toEqual([]);
  });
});
