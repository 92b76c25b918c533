import { describe, expect, it } from 'vitest';
import { paymentScoreOf, scorePayment, type PaymentSubject } from '../coding/record-scoring.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import * as engine from '../raf/index.js';
import { ComplianceDiagnosisSchema, type ComplianceDiagnosisInput } from './compliance-diagnosis.js';
import { HighRiskJustificationSchema } from './high-risk-justification.js';
import { hraOnlyDiagnoses } from './hra-only.js';
import { ledgerRaf } from './ledger-raf.js';
import { LEDGER_REASONS, type LedgerReason } from './ledger-reason.js';
import { paymentYearLedger, type LedgerInput } from './payment-year-ledger.js';
import { screenCode } from './screen-high-risk.js';

const patient: PaymentSubject = { sex: 'M', dateOfBirth: '1950-04-12', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, ...NO_PAYMENT_FACTS };
const dx = (overrides: ComplianceDiagnosisInput | Partial<ComplianceDiagnosisInput> = {}) => ComplianceDiagnosisSchema.parse({
  code: 'E11.22', dateOfService: '2026-03-01', source: 'face-to-face', provider: 'Luis Ruiz', specialty: 'Internal Medicine', supportingNoteId: 7, ...overrides,
});
const stroke = dx({ code: 'I63.9', dateOfService: '2026-04-02' });
const strokeFlags = screenCode(engine, { patient, facts: { diagnoses: [stroke], medications: [], problems: [] }, inCatalogue: () => true }, { code: 'I63.9', dateOfService: '2026-04-02' });
const justification = HighRiskJustificationSchema.parse({
  ruleId: 'acute-stroke-outside-inpatient-stay', code: 'I63.9', dateOfService: '2026-04-02', by: 3, noteId: 11, at: '2026-04-02T15:00:00.000Z',
  reason: 'Discharged from San Juan hospital on 03-30 after an acute stroke; the discharge summary is attached to the note.',
});

interface Case { readonly fires: Partial<LedgerInput> & { diagnosis: Partial<ComplianceDiagnosisInput> }; readonly nearMiss: Partial<LedgerInput> & { diagnosis: Partial<ComplianceDiagnosisInput> } }
const CASES: Readonly<Record<LedgerReason, Case>> = {
  inactive: { fires: { diagnosis: { active: false } }, nearMiss: { diagnosis: { active: true } } },
  'date-outside-year': { fires: { diagnosis: { dateOfService: '2025-12-31' } }, nearMiss: { diagnosis: { dateOfService: '2026-01-01' } } },
  'excluded-source': { fires: { diagnosis: { source: 'audio-only' } }, nearMiss: { diagnosis: { source: 'chart-review-unlinked' }, switchedOrganization: true } },
  'specialty-not-accepted': { fires: { diagnosis: { specialty: 'Diagnostic Radiology' } }, nearMiss: { diagnosis: { specialty: ' family medicine ' } } },
  'flagged-without-justification': {
    fires: { diagnosis: { code: 'I63.9', dateOfService: '2026-04-02' }, flags: strokeFlags },
    nearMiss: { diagnosis: { code: 'I63.9', dateOfService: '2026-04-02' }, flags: strokeFlags, justifications: [justification] },
  },
  'no-supporting-note': { fires: { diagnosis: { supportingNoteId: null } }, nearMiss: { diagnosis: { supportingNoteId: 12 } } },
};

const entryOf = ({ diagnosis, ...rest }: Case['fires']) => paymentYearLedger(engine, { paymentYear: 2027, diagnoses: [dx(diagnosis)], ...rest })[0]!;

describe('paymentYearLedger', () => {
  it('has a fixture for every reason code', () => expect(Object.keys(CASES).sort()).toEqual([...LEDGER_REASONS].sort()));

  describe.each(LEDGER_REASONS.map((reason) => [reason] as const))('%s', (reason) => {
    it('does not count, naming the reason and the code', () => {
      const entry = entryOf(CASES[reason].fires);
      expect(entry.counts).toBe(false);
      expect(entry.findings.map((finding) => finding.reason)).toEqual([reason]);
      expect(entry.findings[0]?.words).toContain(entry.code);
    });
    it('counts on the near miss', () => {
      expect(entryOf(CASES[reason].nearMiss)).toMatchObject({ counts: true, findings: [] });
    });
  });

  it('carries date of service → payment year, source, provider and specialty', () => {
    expect(entryOf({ diagnosis: { dateOfService: '2025-06-30', specialty: 'Geriatrics' } })).toMatchObject({
      code: 'E11.22', dateOfService: '2025-06-30', paymentYear: 2026, source: 'face-to-face', sourceLabel: 'Face-to-face visit', provider: 'Luis Ruiz',
      specialty: 'Geriatrics', cmsSpecialty: { code: '38', name: 'Geriatric Medicine' }, counts: false,
    });
  });

  it('lists every reason a diagnosis has, in order', () => {
    expect(entryOf({ diagnosis: { active: false, source: 'audio-only', supportingNoteId: null, dateOfService: null } }).findings.map((f) => f.reason))
      .toEqual(['inactive', 'date-outside-year', 'excluded-source', 'no-supporting-note']);
  });
});

describe('ledgerRaf', () => {
  it('gives RAF coded and RAF that counts as two engine scores', () => {
    const entries = paymentYearLedger(engine, { paymentYear: 2027, diagnoses: [dx(), dx({ code: 'I50.9', source: 'audio-only' })] });
    const raf = ledgerRaf(engine, patient, 2027, entries)._unsafeUnwrap();
    const score = (codes: string[]) => paymentScoreOf(scorePayment(engine, patient, codes, 2027)._unsafeUnwrap());
    expect(raf).toMatchObject({ coded: score(['E1122', 'I509']), counts: score(['E1122']), modelLabel: 'V28 2027' });
    expect(raf.atRisk).toBeCloseTo(score(['E1122', 'I509']) - score(['E1122']), 10);
    expect(raf.atRisk).toBeGreaterThan(0);
  });
});

describe('hraOnlyDiagnoses', () => {
  const hra = dx({ source: 'health-risk-assessment' });
  it('flags a diagnosis whose only source this year is a health-risk assessment', () => {
    const [flag, ...more] = hraOnlyDiagnoses(engine, 2027, [hra, dx({ code: 'E11.9', source: 'face-to-face' }), dx({ code: 'E11.22', source: 'chart-review-linked' })]);
    expect(more).toEqual([]);
    expect(flag).toMatchObject({ code: 'E11.22', hccs: ['HCC37'] });
    expect(flag?.words).toMatch(/only on a health-risk assessment in 2026/);
  });
  it('does not flag it when a visit of the year documents the same HCC', () => {
    expect(hraOnlyDiagnoses(engine, 2027, [hra, dx({ code: 'E11.29', source: 'video-telehealth' })])).toEqual([]);
  });
  it('does not flag it for a visit of another year', () => {
    expect(hraOnlyDiagnoses(engine, 2027, [hra, dx({ dateOfService: '2025-02-01' })])).toHaveLength(1);
  });
});
