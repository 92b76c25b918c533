import type { Result } from 'neverthrow';
import { RecordIdSchema } from '../domain/ids.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import type { CalculatorRequest } from '../domain/calculator.js';
import { validationMessages } from './messages.js';
import { createFieldReader, presentValue, rawList } from './field-reader.js';
import { readSex } from './readers.js';
import type { ValidationFailed } from './validation-failed.js';

export type CalculatorFormDraft = Partial<Record<keyof CalculatorRequest, unknown>>;

/** True once Record ID, Patient Name, DOB, Sex and Plan are all filled (when Fast Coding Search shows). */
export function calculatorHeaderComplete(draft: CalculatorFormDraft): boolean {
  return [draft.recordId, draft.patientName, draft.dateOfBirth, draft.sex, draft.planName].every((v) => v !== undefined && v !== null && String(v).trim() !== '');
}

/** The calculator: record, patient, DOB, sex and plan required; the diagnostic list must not be empty. */
export function validateCalculatorForm(draft: CalculatorFormDraft): Result<CalculatorRequest, ValidationFailed> {
  const r = createFieldReader();
  const recordId = r.id('recordId', 'Record ID', draft.recordId, RecordIdSchema, { required: true });
  const patientName = r.text('patientName', 'Patient Name', draft.patientName, { required: true });
  const dateOfBirth = r.date('dateOfBirth', 'DOB', draft.dateOfBirth, { required: true });
  const sex = r.choice('sex', 'Sex', draft.sex, readSex, { required: true });
  const planName = r.text('planName', 'Plan', draft.planName, { required: true });
  const codes = r.list('codes', 'Diagnostics', draft.codes, (raw) => {
    const code = typeof raw === 'string' ? DiagnosisCodeSchema.safeParse(raw.trim()) : null;
    return code?.success ? code.data : null;
  });
  if (rawList(draft.codes).length === 0) r.fail('codes', validationMessages.notEmptyList('Diagnostics'));
  return r.finish(() => ({
    recordId: presentValue(recordId), patientName: presentValue(patientName), dateOfBirth: presentValue(dateOfBirth), sex: presentValue(sex),
    planName: presentValue(planName), codes, optimize: r.flag(draft.optimize),
  }));
}
