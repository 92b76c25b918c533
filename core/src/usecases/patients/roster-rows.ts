import type { Actor } from '../../access/actor.js';
import { reachesPatient } from '../../access/data-scope.js';
import { ROSTER_LABELS, rosterCellForForm, type RosterField, type RosterLine } from '../../coding/roster-table.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorId } from '../../domain/ids.js';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { PatientInput } from '../../domain/patient-input.js';
import type { RoleName } from '../../domain/role.js';
import type { NewPatient } from '../../ports/repositories/patient-repository.js';
import { validationMessages } from '../../validation/messages.js';
import { validatePatientForm, type PatientFormDraft } from '../../validation/patient-form.js';
import type { ValidationIssue } from '../../validation/validation-failed.js';

/** What a roster's rows are checked against: the caller, the file's doctor (if one) and the stored references. */
export interface RosterContext {
  readonly actor: Actor;
  readonly role: RoleName;
  readonly fileDoctorId: DoctorId | null;
  readonly insurances: readonly Insurance[];
  readonly plansByInsurance: ReadonlyMap<number, readonly Plan[]>;
  readonly doctorsByNpi: ReadonlyMap<string, Doctor | null>;
}

/** A roster line checked: the patient to create, or every broken rule as "Column: reason". */
export type CheckedLine = { readonly line: number; readonly documentId: string | null } & (
  | { readonly patient: NewPatient; readonly errors?: never }
  | { readonly patient?: never; readonly errors: readonly string[] });

// Form fields as the roster names its columns, for the report.
const COLUMN_OF: Readonly<Partial<Record<keyof PatientInput, RosterField>>> = {
  documentId: 'documentId', firstName: 'firstName', lastName: 'lastName', sex: 'sex', dateOfBirth: 'dateOfBirth', insuranceId: 'insurance',
  planId: 'plan', insuranceContractNumber: 'insuranceContractNumber', doctorRecordId: 'doctorRecordId', phone: 'phone', phone2: 'phone2',
  email: 'email', street: 'street', city: 'city', state: 'state', zip: 'zip', doctorId: 'doctorNpi',
};

const byNameOrId = <T extends { id: number; name: string }>(options: readonly T[], cell: string | undefined): T | null =>
  cell === undefined ? null : (options.find((option) => String(option.id) === cell.trim() || option.name.trim().toLowerCase() === cell.trim().toLowerCase()) ?? null);

function lineDoctor(context: RosterContext, npi: string | undefined, issues: ValidationIssue[]): DoctorId | null {
  if (context.fileDoctorId !== null) return context.fileDoctorId;
  const doctor = npi === undefined ? null : (context.doctorsByNpi.get(npi.trim()) ?? null);
  if (npi === undefined) issues.push({ field: 'doctorId', message: `The ${ROSTER_LABELS.doctorNpi} field is required` });
  else if (doctor === null) issues.push({ field: 'doctorId', message: `No doctor has the ${ROSTER_LABELS.doctorNpi} ${npi}` });
  else if (!reachesPatient(context.actor, 'patients.create', { doctorId: doctor.id, insuranceId: null })) issues.push({ field: 'doctorId', message: 'You do not work for this doctor' });
  else return doctor.id;
  return null;
}

/**
 * Checks one roster line with the patient form's rules: insurance and plan by name or id (the plan must be one the
 * insurance offers), the doctor by NPI unless the file names one. Each column reports its first broken rule.
 */
export function checkRosterLine(context: RosterContext, line: RosterLine): CheckedLine {
  const cell = (field: RosterField) => {
    const value = line.values[field];
    return value === undefined ? undefined : rosterCellForForm(field, value);
  };
  const own: ValidationIssue[] = [];
  const doctorId = lineDoctor(context, cell('doctorNpi'), own);
  const insurance = byNameOrId(context.insurances, cell('insurance'));
  if (cell('insurance') !== undefined && insurance === null) own.push({ field: 'insuranceId', message: validationMessages.oneOf('Insurance') });
  const plan = insurance === null ? null : byNameOrId(context.plansByInsurance.get(insurance.id) ?? [], cell('plan'));
  if (insurance !== null && cell('plan') !== undefined && plan === null) own.push({ field: 'planId', message: validationMessages.oneOf('Insurance Plan') });
  const draft: PatientFormDraft = {
    documentId: cell('documentId'), firstName: cell('firstName'), lastName: cell('lastName'), sex: cell('sex'), dateOfBirth: cell('dateOfBirth'),
    insuranceId: insurance?.id ?? cell('insurance'), planId: plan?.id ?? cell('plan'), insuranceContractNumber: cell('insuranceContractNumber'),
    doctorRecordId: cell('doctorRecordId'), phone: cell('phone'), phone2: cell('phone2'), email: cell('email'), street: cell('street'),
    city: cell('city'), state: cell('state'), zip: cell('zip'), doctorId: doctorId ?? undefined,
  };
  const form = validatePatientForm(draft, { actorRole: context.role });
  const formIssues = form.isErr() ? form.error.issues.filter((issue) => !own.some((mine) => mine.field === issue.field)) : [];
  const issues = [...own, ...formIssues];
  const documentId = line.values.documentId?.trim() ?? null;
  if (issues.length > 0 || form.isErr() || doctorId === null) {
    return { line: line.line, documentId, errors: issues.map((issue) => `${ROSTER_LABELS[COLUMN_OF[issue.field as keyof PatientInput] ?? 'documentId']}: ${issue.message}`) };
  }
  return { line: line.line, documentId, patient: { ...form.value, doctorId, insuranceName: insurance?.name ?? null, planName: plan?.name ?? null } };
}

/** Marks lines that repeat an earlier line's patient (same doctor and document id): the file names each patient once. */
export function markRepeats(lines: readonly CheckedLine[]): CheckedLine[] {
  const seen = new Map<string, number>();
  return lines.map((checked) => {
    if (!checked.patient) return checked;
    const key = `${checked.patient.doctorId}:${checked.patient.documentId.toUpperCase()}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, checked.line);
      return checked;
    }
    return { line: checked.line, documentId: checked.documentId, errors: [`${ROSTER_LABELS.documentId}: The same patient is on line ${first}`] };
  });
}

