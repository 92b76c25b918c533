import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePortal, PGLITE_TEMPLATE, type Portal } from '@rafdesk/cli/composition-root';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import type { WorklistRow } from '@rafdesk/core';

// What `npm start` shows the demo doctor: the demo practice as `rafdesk serve --demo` seeds it (the build's template,
// today's date), its worklist holding every kind of gap the seed was written for.

const PASSWORD = 'demo-password-of-the-gaps-test';
let database: DatabaseHandle;
let portal: Portal;

beforeAll(async () => {
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  portal = await composePortal({ database: { handle: database }, demo: { password: PASSWORD }, standardContent: true, staticRoot: null, logger: { level: 'silent' } });
});
afterAll(async () => {
  await portal?.close();
  await database?.close();
});

async function worklist(query: string): Promise<WorklistRow[]> {
  const signIn = await portal.app.inject({ method: 'POST', url: '/api/Authentication', payload: { userName: 'doctor', password: PASSWORD } });
  const token = (signIn.json() as { token: string }).token;
  const answer = await portal.app.inject({ method: 'GET', url: `/api/Gaps/Worklist?pageNumber=1&pageSize=100${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as WorklistRow[];
}

describe('the demo practice', () => {
  it("gives the demo doctor recapture gaps (one partly addressed, some from an imported history) and suspects from medications, vitals, note texts and an imported history", async () => {
    const gaps = (await worklist('')).flatMap((row) => row.gaps);
    const recapture = gaps.filter((gap) => gap.kind === 'recapture');
    const suspects = gaps.filter((gap) => gap.kind === 'suspect');
    expect(recapture.some((gap) => gap.coverage === 'partly-addressed')).toBe(true);
    expect(recapture.some((gap) => gap.evidence.some((evidence) => evidence.source === 'record-diagnosis'))).toBe(true);
    expect(recapture.some((gap) => gap.evidence.some((evidence) => evidence.source === 'imported-history'))).toBe(true);
    for (const source of ['medication', 'vital', 'problem', 'imported-history'] as const) {
      expect(suspects.some((gap) => gap.evidence.some((evidence) => evidence.source === source)), source).toBe(true);
    }
    // Kidney disease stage 4 last year, 3a this year: partly addressed, the step up still worth something.
    expect(recapture.find((gap) => gap.hcc === 'HCC327' && gap.coverage === 'partly-addressed')?.worth?.raf).toBeGreaterThan(0);
    expect((await worklist('&kind=suspect')).length).toBeGreaterThanOrEqual(8);
  });
});
