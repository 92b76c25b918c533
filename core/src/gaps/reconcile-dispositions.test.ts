import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { transitionDisposition } from './disposition-machine.js';
import { findGaps } from './find-gaps.js';
import type { GapDiagnosis, GapFacts } from './gap-facts.js';
import { reconcileDispositions } from './reconcile-dispositions.js';
import { suspectRules } from './suspect-rules.js';

const dx = (code: string, dateOfService: string): GapDiagnosis => ({ code, dateOfService, serviceYear: Number(dateOfService.slice(0, 4)), origin: 'record', historySource: null, active: true });
const insulin = { date: '2025-03-01', name: 'Insulin glargine', dose: '', reasonForUse: '' };
const facts = (diagnoses: GapDiagnosis[], more: Partial<GapFacts> = {}): GapFacts => ({ paymentYear: 2026, diagnoses, medications: [], vitals: [], problems: [], ...more });
const gapsOf = (given: GapFacts) => findGaps(engine, given, suspectRules())._unsafeUnwrap();
const at = '2026-03-01T09:00:00.000Z';

describe('reconcileDispositions', () => {
  it('documents a gap as soon as a closing code of this year is coded, by the portal, with its history', () => {
    const { gaps, changes } = reconcileDispositions(gapsOf(facts([dx('E11.22', '2024-03-01'), dx('E11.22', '2025-05-05')])), [], at);
    expect(gaps.map((gap) => gap.state)).toEqual(['documented']);
    expect(changes.map((change) => change.history)).toEqual([expect.objectContaining({ from: 'open', to: 'documented', by: null, code: 'E11.22', event: 'coding.documented' })]);
  });

  it('reopens a documented gap whose code was deleted', () => {
    const { changes: closed } = reconcileDispositions(gapsOf(facts([dx('E11.22', '2024-03-01'), dx('E11.22', '2025-05-05')])), [], at);
    const { gaps, changes } = reconcileDispositions(gapsOf(facts([dx('E11.22', '2024-03-01')])), closed.map((change) => change.disposition), at);
    expect(gaps[0]?.state).toBe('open');
    expect(changes[0]?.history).toMatchObject({ from: 'documented', to: 'open', event: 'coding.removed' });
  });

  it('remembers not present for the year: the same evidence stays not present, new evidence opens it, next year is a new gap', () => {
    const found = gapsOf(facts([dx('E11.22', '2024-03-01')]));
    const dismissed = transitionDisposition(null, found[0]!, { type: 'user.notPresent', reason: 'resolved', reasonText: null }, { userId: 3, at })._unsafeUnwrap().disposition;
    const again = reconcileDispositions(gapsOf(facts([dx('E11.22', '2024-03-01')])), [dismissed], at);
    expect(again).toMatchObject({ gaps: [{ state: 'not-present' }], changes: [] });
    const withInsulin = reconcileDispositions(gapsOf(facts([dx('E11.22', '2024-03-01')], { medications: [insulin] })), [dismissed], at);
    expect(withInsulin.gaps[0]?.state).toBe('open');
    expect(withInsulin.changes[0]?.history).toMatchObject({ from: 'not-present', to: 'open', event: 'evidence.new' });
    const nextYear = reconcileDispositions(gapsOf(facts([dx('E11.22', '2025-03-01')], { paymentYear: 2027 })), [dismissed], at);
    expect(nextYear.gaps.map((gap) => [gap.gap.key, gap.state])).toEqual([['2027:recapture:HCC37', 'open']]);
  });
});
