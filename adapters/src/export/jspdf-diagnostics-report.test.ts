import { describe, expect, it } from 'vitest';
import { DoctorIdSchema, NO_PAYMENT_FACTS, RecordIdSchema, type PatientListRow, type RecordDiagnosticRow } from '@rafdesk/core';
import { JsPdfDiagnosticsReport } from './jspdf-diagnostics-report.js';

function aPatient(overrides: Partial<PatientListRow> = {}): PatientListRow {
  return {
    ...NO_PAYMENT_FACTS,
    recordId: RecordIdSchema.parse(101), doctorId: DoctorIdSchema.parse(7), documentId: '12345678901', doctorRecordId: null,
    doctorNpi: null, doctorName: null, doctorSpeciality: null, patientName: 'Ana Doe', sex: 'F', dateOfBirth: '1950-02-03', age: 76,
    insuranceContractNumber: 'C-555', insuranceName: 'Sunshine Health', planName: 'Gold Plan', diagnosisCount: 1, phone: null, phone2: null,
    email: null, street: null, city: null, state: null, zip: null, active: true, recordDate: null, rafTotal: 1.2345,
    rafBilledFirstSemester: 0.6, rafBilledSecondSemester: 0.25, billedFractionFirstSemester: 0.486, billedFractionSecondSemester: 0.2025,
    doctorNotes: 'Follow up in May', magNotes: null, ...overrides,
  };
}

function aDiagnostic(code: string, billedFirstSemester: boolean): RecordDiagnosticRow {
  return {
    code, description: 'Type 2 diabetes mellitus', v24Hcc1: 18, v24Hcc2: null, v28Hcc1: 37, v28Hcc2: null, clinicalManifestations: null,
    treatment: null, alert: null, specialty: 'Endocrinology', provider: 'Dr House', inProgressNotePreview: false, inProgressNote: false,
    billedFirstSemester, billedSecondSemester: false, active: true, documentation: null, serviceDate: '2026-02-10', source: 'face-to-face',
  };
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const printer = new JsPdfDiagnosticsReport();
const PRINTED = { printedOn: '2026-11-28', paymentYear: 2027 } as const;

describe('JsPdfDiagnosticsReport', () => {
  it("prints '{patient name} - Diagnostics Report.pdf' on US Letter landscape pages", async () => {
    const file = (await printer.print(aPatient(), [aDiagnostic('E1122', true)], PRINTED))._unsafeUnwrap();
    expect(file.fileName).toBe('Ana Doe - Diagnostics Report.pdf');
    expect(file.mediaType).toBe('application/pdf');
    const pdf = latin1(file.bytes);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 792\.?\d* 612\.?\d*\]/);
  });

  it('shows the member title, the Member header, the facts, RAF totals, notes and the footer with the print date and payment year', async () => {
    const pdf = latin1((await printer.print(aPatient(), [aDiagnostic('E1122', true)], PRINTED))._unsafeUnwrap().bytes);
    for (const text of ['(Ana Doe - C-555)', '(Member)', '(Sunshine Health)', '(Gold Plan)', '(02/03/1950)', '(Female)', '(Active)', '(1.23)',
      '(0.60 \\(48.60%\\))', '(0.25 \\(20.25%\\))', '(Follow up in May)', '(There are no notes for this record)', '(Page 1 of 1)',
      '(Diagnostics Report - Record 101 - Printed 11/28/2026 - Payment year 2027)']) {
      expect(pdf).toContain(text);
    }
  });

  it('prints the diagnostics table with BFS/BSS as Yes/No', async () => {
    const pdf = latin1((await printer.print(aPatient(), [aDiagnostic('E1122', true), aDiagnostic('I509', false)], PRINTED))._unsafeUnwrap().bytes);
    for (const text of ['(BFS)', '(BSS)', '(E1122)', '(I509)', '(Yes)', '(No)', '(02/10/2026)', '(V28 CMSHCC1)']) expect(pdf).toContain(text);
    expect(pdf).not.toContain('(true)');
  });

  it('repeats the Member header and numbers every page of a long report', async () => {
    const many = Array.from({ length: 120 }, (_, index) => aDiagnostic(`E11${String(index).padStart(2, '0')}`, index % 2 === 0));
    const pdf = latin1((await printer.print(aPatient(), many, PRINTED))._unsafeUnwrap().bytes);
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
    expect(pdf.match(/\(Member\)/g)?.length).toBe(pages);
    expect(pdf).toContain(`(Page ${pages} of ${pages})`);
  });
});
