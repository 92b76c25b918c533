import { describe, expect, it } from 'vitest';
import { transitionDisposition, type DispositionActor } from './disposition-machine.js';
import type { GapDisposition } from './disposition.js';
import type { Gap } from './gap.js';

const gap = (more: Partial<Gap> = {}): Gap => ({
  key: '2026:recapture:HCC37', kind: 'recapture', paymentYear: 2026, model: 'V28', hcc: 'HCC37', hccLabel: 'Diabetes with Chronic Complications', coverage: 'open',
  addressedBy: null, closingCodes: ['E11.22'], valueCode: 'E11.22', documentation: '', evidenceKey: 'diagnosis:E11.22', rules: [],
  evidence: [{ source: 'record-diagnosis', date: '2024-03-01', text: 'E11.22', code: 'E11.22', value: null, ruleId: null, identity: 'diagnosis:E11.22' }], ...more,
});
const doctor: DispositionActor = { userId: 7, at: '2026-02-01T10:00:00.000Z' };
const portal: DispositionActor = { userId: null, at: '2026-02-01T10:00:00.000Z' };
const apply = (current: GapDisposition | null, event: Parameters<typeof transitionDisposition>[2], actor = doctor, on = gap()) => transitionDisposition(current, on, event, actor);
const stateAfter = (...events: Parameters<typeof transitionDisposition>[2][]) => events.reduce<GapDisposition | null>((current, event) => apply(current, event)._unsafeUnwrap().disposition, null)?.state;
const fieldsOf = (result: ReturnType<typeof apply>) => result._unsafeUnwrapErr().issues.map((issue) => `${issue.field}: ${issue.message}`);

describe('transitionDisposition', () => {
  it('documents an open gap when a closing code of the service year is coded, recording who, when, from and to', () => {
    const change = apply(null, { type: 'coding.documented', code: 'E1122', serviceYear: 2025, dateOfService: '2025-06-01' })._unsafeUnwrap();
    expect(change.disposition).toMatchObject({ gapKey: '2026:recapture:HCC37', state: 'documented', code: 'E1122', changedBy: 7 });
    expect(change.history).toEqual({ gapKey: '2026:recapture:HCC37', at: doctor.at, by: 7, from: 'open', to: 'documented', event: 'coding.documented', reason: null, reasonText: null, code: 'E1122', countedAsDelete: false });
  });

  it('refuses a code that does not close the gap, or a date of service in another year, naming the field', () => {
    expect(fieldsOf(apply(null, { type: 'coding.documented', code: 'I10', serviceYear: 2025 }))).toEqual(['code: The code I10 does not document HCC37 (Diabetes with Chronic Complications)']);
    expect(fieldsOf(apply(null, { type: 'coding.documented', code: 'E11.22', serviceYear: 2025, dateOfService: '2024-12-31' })))
      .toEqual(['dateOfService: The date of service must be in 2025, the year payment year 2026 counts']);
  });

  it('marks not present with a reason from the list; Other needs words; a reason outside the list is refused', () => {
    const change = apply(null, { type: 'user.notPresent', reason: 'resolved', reasonText: null })._unsafeUnwrap();
    expect(change.disposition).toMatchObject({ state: 'not-present', reason: 'resolved', dismissedEvidenceKey: 'diagnosis:E11.22' });
    expect(fieldsOf(apply(null, { type: 'user.notPresent', reason: 'other', reasonText: '  ' }))).toEqual(['reasonText: Say why the condition is not present when the reason is Other']);
    expect(fieldsOf(apply(null, { type: 'user.notPresent', reason: 'forgot' as never, reasonText: null }))[0]).toMatch(/^reason: /);
    expect(apply(null, { type: 'user.notPresent', reason: 'other', reasonText: 'Seen by the patient\'s cardiologist' })._unsafeUnwrap().disposition.reasonText).toBe('Seen by the patient\'s cardiologist');
  });

  it('defers to the next visit and reopens; refuses what the machine does not allow, naming the states', () => {
    expect(stateAfter({ type: 'user.defer' })).toBe('deferred');
    expect(stateAfter({ type: 'user.defer' }, { type: 'user.reopen' })).toBe('open');
    expect(stateAfter({ type: 'user.defer' }, { type: 'user.notPresent', reason: 'ruled-out', reasonText: null })).toBe('not-present');
    expect(fieldsOf(apply(null, { type: 'user.reopen' }))).toEqual(['event: A gap that is Open cannot be reopened']);
    const documented = apply(null, { type: 'coding.documented', code: 'E11.22', serviceYear: 2025 })._unsafeUnwrap().disposition;
    expect(fieldsOf(apply(documented, { type: 'user.defer' }))).toEqual(['event: A gap that is Documented cannot be deferred to the next visit']);
  });

  it('reopens a documented gap whose code was removed; a delete of the unsupported code is a not-present counted as a delete', () => {
    const documented = apply(null, { type: 'coding.documented', code: 'E11.22', serviceYear: 2025 }, portal)._unsafeUnwrap().disposition;
    expect(apply(documented, { type: 'coding.removed', code: 'E11.22' }, portal)._unsafeUnwrap().disposition.state).toBe('open');
    const deleted = apply(documented, { type: 'user.deleteUnsupported', code: 'E11.22' })._unsafeUnwrap();
    expect(deleted.disposition).toMatchObject({ state: 'not-present', reason: 'not-supported' });
    expect(deleted.history).toMatchObject({ from: 'documented', to: 'not-present', countedAsDelete: true, by: 7 });
    expect(fieldsOf(apply(documented, { type: 'user.deleteUnsupported', code: 'E11.9' }))).toEqual(['code: The gap was documented by E11.22, not E11.9']);
  });

  it('needs a person for a person\'s choice', () => {
    expect(fieldsOf(apply(null, { type: 'user.defer' }, portal))).toEqual(['by: A person must make this change: sign in first']);
  });

  it('reopens a not-present gap only on evidence it did not have', () => {
    const dismissed = apply(null, { type: 'user.notPresent', reason: 'ruled-out', reasonText: null })._unsafeUnwrap().disposition;
    expect(fieldsOf(apply(dismissed, { type: 'evidence.new', evidenceKey: 'diagnosis:E11.22' }, portal))).toEqual(['evidenceKey: The evidence is the same as when the gap was marked not present']);
    expect(apply(dismissed, { type: 'evidence.new', evidenceKey: 'diagnosis:E11.22|insulin-without-diabetes:medication:insulin' }, portal)._unsafeUnwrap().disposition.state).toBe('open');
  });
});
