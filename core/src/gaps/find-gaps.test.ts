import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { findGaps, parseGapFacts } from './find-gaps.js';
import type { GapDiagnosis, GapFacts } from './gap-facts.js';
import { suspectRules } from './suspect-rules.js';

const dx = (code: string, dateOfService: string, more: Partial<GapDiagnosis> = {}): GapDiagnosis =>
  ({ code, dateOfService, serviceYear: Number(dateOfService.slice(0, 4)), origin: 'record', historySource: null, active: true, ...more });
const facts = (diagnoses: GapDiagnosis[], more: Partial<GapFacts> = {}): GapFacts => ({ paymentYear: 2026, diagnoses, medications: [], vitals: [], problems: [], ...more });
const gaps = (given: GapFacts) => findGaps(engine, given, suspectRules())._unsafeUnwrap();

describe('findGaps: recapture', () => {
  it('raises an HCC of an earlier year not documented this year, with its earlier code as evidence', () => {
    const [gap] = gaps(facts([dx('E1122', '2024-05-02')]));
    expect(gap).toMatchObject({ key: '2026:recapture:HCC37', kind: 'recapture', coverage: 'open', addressedBy: null, closingCodes: ['E11.22'], valueCode: 'E11.22' });
    expect(gap?.evidence).toEqual([expect.objectContaining({ source: 'record-diagnosis', code: 'E11.22', date: '2024-05-02', identity: 'diagnosis:E11.22' })]);
  });

  it('is closed when a higher HCC of its hierarchy is documented this year (E11.9 last year, E11.22 this year)', () => {
    const [gap] = gaps(facts([dx('E11.9', '2024-03-01'), dx('E11.22', '2025-02-10')]));
    expect(gap).toMatchObject({ hcc: 'HCC38', coverage: 'closed', addressedBy: { hcc: 'HCC37', codes: ['E11.22'] } });
  });

  it('is partly addressed when only a lower HCC of its hierarchy is documented this year (E11.22 last year, E11.9 this year)', () => {
    const [gap] = gaps(facts([dx('E11.22', '2024-03-01'), dx('E11.9', '2025-02-10')]));
    expect(gap).toMatchObject({ hcc: 'HCC37', coverage: 'partly-addressed', addressedBy: { hcc: 'HCC38', codes: ['E11.9'] } });
  });

  it('is closed by the HCC itself documented this year, and not raised for a lower HCC the earlier year also had', () => {
    expect(gaps(facts([dx('E11.22', '2024-03-01'), dx('E11.21', '2025-01-05')])).map((gap) => [gap.hcc, gap.coverage])).toEqual([['HCC37', 'closed']]);
    expect(gaps(facts([dx('E11.22', '2024-03-01'), dx('E11.9', '2024-03-01')])).map((gap) => gap.hcc)).toEqual(['HCC37']);
  });

  it('reads imported history too; a payer gap list raises but never closes, inactive diagnoses do neither', () => {
    const claim = dx('I50.9', '2024-08-01', { origin: 'imported-history', historySource: 'claim' });
    expect(gaps(facts([claim]))[0]?.evidence[0]?.text).toBe('I50.9 imported claim, service 08/01/2024');
    const payerThisYear = dx('I48.91', '2025-02-01', { origin: 'imported-history', historySource: 'payer-gap-list' });
    expect(gaps(facts([payerThisYear]))).toEqual([expect.objectContaining({ hcc: 'HCC238', coverage: 'open' })]);
    expect(gaps(facts([dx('I50.9', '2024-08-01', { active: false })]))).toEqual([]);
    expect(gaps(facts([dx('I50.9', '2024-08-01'), dx('I50.9', '2025-08-01', { active: false })]))[0]?.coverage).toBe('open');
  });

  it('ignores services after the service year, and refuses a payment year the engine has no tables for', () => {
    expect(gaps(facts([dx('I50.9', '2026-01-10')]))).toEqual([]);
    expect(findGaps(engine, facts([], { paymentYear: 2031 }), suspectRules())._unsafeUnwrapErr().kind).toBe('ScoringFailed');
  });
});

describe('findGaps: suspects beside recapture', () => {
  it('joins a suspect of the same hierarchy to the recapture gap as support: one gap, both evidences', () => {
    const found = gaps(facts([dx('E11.22', '2024-04-04')], { medications: [{ date: '2025-03-01', name: 'Insulin glargine', dose: '10 units', reasonForUse: '' }] }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'recapture', hcc: 'HCC37', rules: [{ id: 'insulin-without-diabetes', version: 1 }] });
    expect(found[0]?.evidence.map((item) => item.source)).toEqual(['record-diagnosis', 'medication']);
    expect(found[0]?.evidenceKey).toBe('diagnosis:E11.22|insulin-without-diabetes:medication:insulin');
  });

  it('keeps two rules that suspect one HCC in one gap', () => {
    const found = gaps(facts([], {
      medications: [{ date: '2025-03-01', name: 'Entresto', dose: '', reasonForUse: '' }, { date: '2025-03-01', name: 'Furosemide', dose: '40 mg', reasonForUse: '' }],
      problems: [{ date: '2025-03-01', source: 'progress-note', field: 'Assessment and plan', text: 'CHF, stable' }],
    }));
    expect(found.map((gap) => [gap.key, gap.rules.map((rule) => rule.id)])).toEqual([
      ['2026:suspect:HCC226', ['loop-diuretic-with-heart-failure-words', 'sacubitril-valsartan-without-heart-failure']],
    ]);
  });
});

describe('parseGapFacts', () => {
  it('names the field of each broken rule', () => {
    const failure = parseGapFacts({ paymentYear: 2026, diagnoses: [{ code: 'E11.9', dateOfService: '2025-02-30', serviceYear: 2025, origin: 'record' }] })._unsafeUnwrapErr();
    expect(failure.issues).toEqual([{ field: 'diagnoses.0.dateOfService', message: 'must be a real date written YYYY-MM-DD' }]);
  });
});
