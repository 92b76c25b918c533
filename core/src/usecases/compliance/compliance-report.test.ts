import { describe, expect, it } from 'vitest';
import type { GapDisposition } from '../../gaps/disposition.js';
import { complianceReportWorkbook } from './compliance-report-workbook.js';
import { complianceReportOf, summarizeCompliance, type ReportedRecord } from './compliance-report.js';
import type { RecordCompliance } from './compliance-views.js';

const line = (code: string, source: RecordCompliance['ledger'][number]['source'], paymentYear: number | null = 2027, active = true): RecordCompliance['ledger'][number] => ({
  code, dateOfService: paymentYear === null ? null : '2026-04-01', paymentYear, source, sourceLabel: source, provider: null, specialty: null, cmsSpecialty: null, active, counts: true, findings: [],
});

function card(recordId: number, parts: Partial<RecordCompliance>): RecordCompliance {
  return { recordId, paymentYear: 2027, flags: [], ledger: [], raf: null, rafNote: null, hraOnly: [], notes: [], ...parts };
}

const decided = (state: GapDisposition['state'], reason: GapDisposition['reason'] = null, code: string | null = 'E119'): GapDisposition => ({
  gapKey: `2027:${state}:${code}`, state, reason, reasonText: null, code, dismissedEvidenceKey: null, changedAt: '2026-05-01T00:00:00.000Z', changedBy: 1,
});

const flag = (justified: boolean): RecordCompliance['flags'][number] => ({
  ruleId: 'acute-stroke-outside-inpatient-stay', ruleVersion: 1, title: 'Acute stroke', oigGroup: 'Acute stroke', code: 'I63.9', dateOfService: '2026-04-01', key: 'I639@2026-04-01',
  why: 'not an inpatient stay', alternative: 'Z86.73', rafChange: null, rafChangeNote: null, sources: [],
  justification: justified ? { id: 1, ruleId: 'acute-stroke-outside-inpatient-stay', ruleVersion: 1, code: 'I639', dateOfService: '2026-04-01', by: 1, reason: 'x'.repeat(20), noteId: 1, at: '2026-05-01T00:00:00.000Z' } : null,
});

describe('the compliance report', () => {
  const first: ReportedRecord = {
    doctorId: 1, doctorName: 'Dr. A',
    card: card(1, {
      raf: { paymentYear: 2027, coded: 1.5, counts: 1.2, atRisk: 0.3, modelLabel: 'V28' }, flags: [flag(true), flag(false)],
      // An inactive line and an undated one are not the year's coding.
      ledger: [line('E119', 'face-to-face'), line('J449', 'chart-review-unlinked'), line('I509', 'chart-review-linked'), line('N184', 'face-to-face', 2027, false), line('I639', 'face-to-face', null)],
      hraOnly: [{ code: 'E11.9', dateOfService: '2026-04-01', hccs: ['HCC 38'], words: 'only on an HRA' }],
    }),
    dispositions: [decided('documented'), decided('documented'), decided('documented'), decided('not-present', 'not-supported'), decided('not-present', 'resolved', null), decided('open', null, null)],
  };
  const second: ReportedRecord = { doctorId: 2, doctorName: 'Dr. B', card: card(2, { ledger: [line('E119', 'face-to-face')] }), dispositions: [decided('documented')] };

  it('sums RAF, flags, the chart-review and HRA-only shares of the year\'s lines, and adds beside deletes', () => {
    expect(summarizeCompliance([first])).toEqual({
      records: 1, unscored: 0, rafCoded: 1.5, rafCounts: 1.2, rafAtRisk: 0.3, shareThatCounts: 0.8, flaggedCodes: 2, overrides: 1,
      yearLines: 3, chartReviewLines: 2, chartReviewShare: 0.6667, hraOnlyLines: 1, hraOnlyShare: 0.3333, adds: 3, deletes: 1, addDeleteRatio: 3,
    });
  });

  it('says "none" (null) for a share of nothing: nothing coded, no line of the year, no delete', () => {
    const alone = summarizeCompliance([second]);
    expect(alone).toMatchObject({ unscored: 1, rafCoded: 0, shareThatCounts: null, yearLines: 1, chartReviewShare: 0, adds: 1, deletes: 0, addDeleteRatio: null });
    expect(summarizeCompliance([])).toMatchObject({ records: 0, shareThatCounts: null, chartReviewShare: null, hraOnlyShare: null });
  });

  it('lists each doctor (most RAF at risk first) and the practice over all of them', () => {
    const report = complianceReportOf(2027, [second, first]);
    expect(report.doctors.map((doctor) => [doctor.doctorName, doctor.records])).toEqual([['Dr. A', 1], ['Dr. B', 1]]);
    expect(report.practice).toMatchObject({ records: 2, unscored: 1, yearLines: 4, chartReviewLines: 2, chartReviewShare: 0.5, adds: 4, deletes: 1, addDeleteRatio: 4 });
  });
});

describe('the compliance report\'s export', () => {
  it('has a line per doctor and the practice last, every figure under its heading', () => {
    const summary = summarizeCompliance([]);
    const sheet = complianceReportWorkbook({ paymentYear: 2027, practice: { ...summary, records: 3 }, doctors: [{ doctorId: 1, doctorName: 'Dr. A', ...summary, records: 2, adds: 5 }] }).sheets[0]!;
    const at = (header: string) => sheet.columns.findIndex((column) => column.header === header);
    expect(sheet.rows.map((row) => [row[0], row[at('Records')], row[at('Adds')], row[at('Share That Counts')]])).toEqual([['Dr. A', 2, 5, null], ['Practice (PY2027)', 3, 0, null]]);
  });
});
