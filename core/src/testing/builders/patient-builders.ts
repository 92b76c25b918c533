import type { z } from 'zod';
import { PatientListRowSchema, type PatientListRow } from '../../domain/patient.js';
import { PatientInputSchema, type PatientInput } from '../../domain/patient-input.js';
import { RecordInfoSchema, type RecordInfo } from '../../domain/record.js';
import { RecordDiagnosticRowSchema, type RecordDiagnosticRow } from '../../domain/record-diagnostic.js';
import { CatalogueDiagnosticSchema, type CatalogueDiagnostic } from '../../domain/catalogue-diagnostic.js';
import { InsuranceSchema, PlanSchema, type Insurance, type Plan } from '../../domain/insurance.js';

/** A valid patient row (active, two diagnostics, half billed in the first semester); override any field. */
export function aPatient(overrides: Partial<z.input<typeof PatientListRowSchema>> = {}): PatientListRow {
  return PatientListRowSchema.parse({
    recordId: 1, doctorId: 1, documentId: '1EG4TE5MK73', doctorRecordId: 'DR-001', doctorNpi: '1234567893', doctorName: 'Luis Ruiz',
    doctorSpeciality: 'Internal Medicine', patientName: 'Ana Rivera', sex: 'F', dateOfBirth: '1950-02-28', age: 76,
    insuranceContractNumber: 'C123456', insuranceName: 'Salud Plus', planName: 'Gold', diagnosisCount: 2,
    phone: '(787) 555-0123', phone2: null, email: 'ana.rivera@example.com', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901',
    active: true, recordDate: '2026-01-15T10:00:00.000Z', rafTotal: 1.25, rafBilledFirstSemester: 0.625, rafBilledSecondSemester: 0,
    billedFractionFirstSemester: 0.5, billedFractionSecondSemester: 0, doctorNotes: null, magNotes: null,
    ...overrides,
  });
}

/** A valid patient form payload that passes `validatePatientForm`; override any field. */
export function aPatientInput(overrides: Partial<z.input<typeof PatientInputSchema>> = {}): PatientInput {
  return PatientInputSchema.parse({
    documentId: '1EG4TE5MK73', firstName: 'Ana', lastName: 'Rivera', sex: 'F', dateOfBirth: '1950-02-28', insuranceId: 1, planId: 1,
    insuranceContractNumber: 'C123456', doctorRecordId: 'DR-001', phone: '(787) 555-0123', phone2: null, email: 'ana.rivera@example.com',
    street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', doctorId: 1, insuranceName: 'Salud Plus', planName: 'Gold',
    ...overrides,
  });
}

/** The RAF card of a record; override any figure. */
export function aRecordInfo(overrides: Partial<z.input<typeof RecordInfoSchema>> = {}): RecordInfo {
  return RecordInfoSchema.parse({
    rafTotal: 1.25, rafBilledFirstSemester: 0.625, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0.5,
    billedFractionSecondSemester: 0, patientActive: true, ...overrides,
  });
}

/** An active, unbilled diagnostic on a record (E11.9, V28 HCC 38); override any field. */
export function aRecordDiagnostic(overrides: Partial<z.input<typeof RecordDiagnosticRowSchema>> = {}): RecordDiagnosticRow {
  return RecordDiagnosticRowSchema.parse({
    code: 'E11.9', description: 'Type 2 diabetes mellitus without complications', v24Hcc1: 19, v24Hcc2: null, v28Hcc1: 38, v28Hcc2: null,
    clinicalManifestations: null, treatment: null, alert: null, specialty: null, provider: null, inProgressNotePreview: false,
    inProgressNote: false, billedFirstSemester: false, billedSecondSemester: false, active: true, documentation: null, serviceDate: null,
    ...overrides,
  });
}

/** A catalogue entry; override any field. */
export function aCatalogueDiagnostic(overrides: Partial<z.input<typeof CatalogueDiagnosticSchema>> = {}): CatalogueDiagnostic {
  return CatalogueDiagnosticSchema.parse({
    code: 'E11.9', description: 'Type 2 diabetes mellitus without complications', v28Hcc1: 38, v28Hcc2: null, v24Hcc1: 19, v24Hcc2: null,
    rxHcc1: 31, rxHcc2: null, v28Interaction: null, v24Interaction: null, alert: null, deletionAlert: null, crosswalkDx: null,
    crosswalkRx: null, clinicalManifestations: null, treatment: null, active: true, ...overrides,
  });
}

/** An active insurance; override any field. */
export function anInsurance(overrides: Partial<z.input<typeof InsuranceSchema>> = {}): Insurance {
  return InsuranceSchema.parse({ id: 1, name: 'Salud Plus', active: true, createdAt: '2025-01-02T00:00:00.000Z', ...overrides });
}

/** An insurance plan; override any field. */
export function aPlan(overrides: Partial<z.input<typeof PlanSchema>> = {}): Plan {
  return PlanSchema.parse({ id: 1, name: 'Gold', insuranceId: null, ...overrides });
}
