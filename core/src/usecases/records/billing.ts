import { okAsync, type ResultAsync } from 'neverthrow';
import { checkBillingChange, planAutoBilling } from '../../billing/billing-rules.js';
import { semesterOf } from '../../billing/semesters.js';
import { readCodeList } from '../../coding/code-list.js';
import type { RecordId } from '../../domain/ids.js';
import type { BillingSemester, BillingUpdate } from '../../domain/record.js';
import { changeRecord, type RecordChange, type RecordChangePorts } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import type { RecordChangeError } from './record-errors.js';
import { recordSubject } from './record-subject.js';
import { isoDay } from './today.js';
import { guardHighRiskBilling, unjustifiedCodes } from '../compliance/billing-guard.js';

/**
 * Marks diagnostics of a record billed (or not) in a semester (UpdateBillingSemester, UpdateBillingSemesterList):
 * refused for an inactive patient, an inactive diagnostic or a code not on the record, naming the first such code.
 * All codes change or none; the figures follow in the same transaction.
 */
export function updateBilling(ports: RecordChangePorts, caller: ClinicalCaller, update: BillingUpdate): ResultAsync<RecordChange<number>, RecordChangeError> {
  const codes = readCodeList(update.codes).codes;
  return changeRecord(ports, caller, update.recordId, 'record.toggleBilling', (repositories, reached, at) =>
    recordSubject(repositories, update.recordId)
      .andThen((subject) => checkBillingChange(reached.owner.patientActive, subject.diagnostics, codes))
      .andThen(() => (update.billed ? guardHighRiskBilling(repositories, update.recordId, codes) : okAsync(undefined)))
      .andThen(() => repositories.recordDiagnostics.setBilling(update.recordId, codes, update.semester, update.billed, at)));
}

/** What Auto Billing billed. */
export interface AutoBillingResult {
  readonly semester: BillingSemester;
  readonly codes: readonly string[];
}

/**
 * Auto Billing (MAG roles): bills, for the current semester (from the clock: January–June is 1), every active
 * diagnostic of the record not yet billed in it; refused for an inactive patient. One transaction with the figures.
 */
export function autoBilling(ports: RecordChangePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordChange<AutoBillingResult>, RecordChangeError> {
  return changeRecord(ports, caller, recordId, 'record.autoBilling', (repositories, _reached, at) => {
    const semester = semesterOf(isoDay(at));
    return recordSubject(repositories, recordId).andThen((subject) => {
      const planned = planAutoBilling(subject.diagnostics, semester);
      // A flagged code without a justification is left unbilled, as billing it by hand is refused.
      return unjustifiedCodes(repositories, recordId, planned).andThen((open) => {
        const codes = planned.filter((code) => !open.codes.includes(code));
        const billed = codes.length === 0 ? okAsync(0) : repositories.recordDiagnostics.setBilling(recordId, codes, semester, true, at);
        return billed.map(() => ({ semester, codes }));
      });
    });
  });
}
