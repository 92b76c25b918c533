import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  RecordIdSchema,
  DoctorIdSchema,
  NO_PAYMENT_FACTS,
  type InsuranceReportRow,
  type PatientListRow,
  type RecordDiagnosticRow,
} from '@rafdesk/core';
import { ExcelReportExporter } from './excel-report-exporter.js';

function aPatient(overrides: Partial<PatientListRow> = {}): PatientListRow {
  return {
    ...NO_PAYMENT_FACTS,
    recordId: RecordIdSchema.parse(101), doctorId: DoctorIdSchema.parse(7), documentId: '12345678901', doctorRecordId: 'DR-9',
    doctorNpi: '1234567893', doctorName: 'Gregory House', doctorSpeciality: 'Internal Medicine', patientName: 'Ana Doe',
    sex: 'F', dateOfBirth: '1950-02-03', age: 76, insuranceContractNumber: 'C-555', insuranceName: 'Sunshine Health', planName: 'Gold',
    diagnosisCount: 3, phone: null, phone2: null, email: null, street: null, city: null, state: null, zip: null, active: true,
    recordDate: '2026-03-18T23:10:00-04:00', rafTotal: 1.2345, rafBilledFirstSemester: 0.6, rafBilledSecondSemester: 0,
    billedFractionFirstSemester: 0.486, billedFractionSecondSemester: 0, doctorNotes: 'Follow up in May', magNotes: null,
    ...overrides,
  };
}

function aDiagnostic(overrides: Partial<RecordDiagnosticRow> = {}): RecordDiagnosticRow {
  return {
    code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', v24Hcc1: 18, v24Hcc2: null, v28Hcc1: 37,
    v28Hcc2: null, clinicalManifestations: null, treatment: 'Metformin', alert: null, specialty: 'Endocrinology', provider: 'Dr. House',
    inProgressNotePreview: false, inProgressNote: true, billedFirstSemester: true, billedSecondSemester: false, active: true,
    documentation: null, serviceDate: '2026-02-10', source: 'face-to-face', ...overrides,
  };
}

function aReportRow(overrides: Partial<InsuranceReportRow> = {}): InsuranceReportRow {
  return {
    doctorNpi: '1234567893', doctorName: 'Gregory House', doctorSpeciality: 'Internal Medicine', insuranceName: 'Sunshine Health',
    activePatients: 120, rafScore: 1.05, premiumValue: 950, surplusAgreement: 0.5, billedFraction: 0.42, medicalLossRatio: 0.85,
    annualBudget: 1_436_400, surplusTotal: 120_940, netSurplus: 60_470, netSurplusBilled: 25_397.4, expensesOverall: 1_100_000,
    ...overrides,
  };
}

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

const exporter = new ExcelReportExporter();

describe('ExcelReportExporter.patientList', () => {
  it("writes 'Patient List.xlsx' with the list's columns and one row per patient", async () => {
    const file = (await exporter.patientList([aPatient(), aPatient({ patientName: 'Bo Roe', diagnosisCount: 0, active: false })], { withDoctorColumns: false }))._unsafeUnwrap();
    expect(file.fileName).toBe('Patient List.xlsx');
    expect(file.mediaType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readBack(file.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Patient List']);
    const sheet = workbook.getWorksheet('Patient List')!;
    expect(rowValues(sheet, 1)).toEqual(['#', 'Patient Name', 'Insurance', 'INS Contract No', 'Plan', 'Sex', 'DOB', 'Status', 'DXs', '% Billing First Semester', '% Billing Second Semester', 'RAF Total', 'Record ID', 'Dr. Record ID', 'Record Date']);
    expect(rowValues(sheet, 2)).toEqual([1, 'Ana Doe', 'Sunshine Health', 'C-555', 'Gold', 'Female', new Date(Date.UTC(1950, 1, 3)), 'Active', 3, 0.486, 0, 1.2345, 101, 'DR-9', new Date(Date.UTC(2026, 2, 18))]);
    expect(rowValues(sheet, 3).slice(0, 2)).toEqual([2, 'Bo Roe']);
    expect(rowValues(sheet, 3)[7]).toBe('Inactive');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('J2').numFmt).toBe('0.00%');
    expect(sheet.getCell('G2').numFmt).toBe('mm/dd/yyyy');
  });

  it("adds NPI and Doctor Name after the row number when the role's export has them", async () => {
    const file = (await exporter.patientList([aPatient()], { withDoctorColumns: true }))._unsafeUnwrap();
    const sheet = (await readBack(file.bytes)).getWorksheet('Patient List')!;
    expect(rowValues(sheet, 1).slice(0, 4)).toEqual(['#', 'NPI', 'Doctor Name', 'Patient Name']);
    expect(rowValues(sheet, 2).slice(0, 4)).toEqual([1, '1234567893', 'Gregory House', 'Ana Doe']);
  });

  it('tells its progress every 500 rows and once more when the file is complete', async () => {
    const heard: { rows: number; of: number }[] = [];
    const rows = Array.from({ length: 1_200 }, (_, index) => aPatient({ patientName: `Patient ${index}` }));
    const file = (await exporter.patientList(rows, { withDoctorColumns: false, onProgress: (progress) => heard.push(progress) }))._unsafeUnwrap();
    expect(heard).toEqual([{ rows: 500, of: 1_200 }, { rows: 1_000, of: 1_200 }, { rows: 1_200, of: 1_200 }]);
    expect((await readBack(file.bytes)).getWorksheet('Patient List')!.rowCount).toBe(1_201);
  });
});

describe('ExcelReportExporter.pendingRafValidation', () => {
  it('writes one sheet per semester with that semester\u2019s billed figures', async () => {
    const file = (await exporter.pendingRafValidation({ firstSemester: [aPatient()], secondSemester: [aPatient(), aPatient({ patientName: 'Cy Poe' })] }, { withDoctorColumns: false }))._unsafeUnwrap();
    expect(file.fileName).toBe('Pending RAF Validation Report.xlsx');
    const workbook = await readBack(file.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['First Semester', 'Second Semester']);
    expect(rowValues(workbook.getWorksheet('First Semester')!, 1)).toContain('% Billing First Semester');
    expect(rowValues(workbook.getWorksheet('Second Semester')!, 1)).toContain('RAF Billed Second Semester');
    expect(workbook.getWorksheet('Second Semester')!.rowCount).toBe(3);
  });
});

describe('ExcelReportExporter.recordDiagnostics', () => {
  it("writes '{patient name} - Diagnostics Report.xlsx' with Patient Info and Diagnostics Report", async () => {
    const file = (await exporter.recordDiagnostics(aPatient(), [aDiagnostic(), aDiagnostic({ code: 'I509', billedFirstSemester: false, active: false, v28Hcc1: null })]))._unsafeUnwrap();
    expect(file.fileName).toBe('Ana Doe - Diagnostics Report.xlsx');
    const workbook = await readBack(file.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Patient Info', 'Diagnostics Report']);
    const info = workbook.getWorksheet('Patient Info')!;
    expect(rowValues(info, 2).slice(0, 3)).toEqual(['Ana Doe', 'C-555', 'Sunshine Health']);
    expect(rowValues(info, 1)).toContain('MAG Notes');
    const diagnostics = workbook.getWorksheet('Diagnostics Report')!;
    expect(rowValues(diagnostics, 1)).toEqual(['#', 'Code', 'Description', 'V24 CMSHCC1', 'V28 CMSHCC1', 'V24 CMSHCC2', 'V28 CMSHCC2', 'Clinical Manifestations', 'Treatment', 'Alert', 'Specialty', 'Provider', 'Billing First Semester', 'Billing Second Semester', 'Active', 'Service Date']);
    const second = diagnostics.getRow(3);
    expect([second.getCell(2).value, second.getCell(5).value, second.getCell(13).value, second.getCell(14).value, second.getCell(15).value]).toEqual(['I509', null, 'No', 'No', 'No']);
    expect(diagnostics.getRow(2).getCell(13).value).toBe('Yes');
  });

  it('keeps characters a file system refuses out of the file name', async () => {
    const file = (await exporter.recordDiagnostics(aPatient({ patientName: 'Doe/Smith: "Ana"' }), []))._unsafeUnwrap();
    expect(file.fileName).toBe('Doe Smith Ana - Diagnostics Report.xlsx');
  });
});

describe('ExcelReportExporter.insuranceReport', () => {
  it.each([
    ['general', 'Insurance General Report.xlsx', null],
    ['firstSemester', 'Insurance First Semester Report.xlsx', 'Net Surplus Billed First Semester'],
    ['secondSemester', 'Insurance Second Semester Report.xlsx', 'Net Surplus Billed Second Semester'],
  ] as const)('writes the %s report as %s', async (kind, fileName, billedHeader) => {
    const file = (await exporter.insuranceReport(kind, [aReportRow()], { withDoctorColumns: true }))._unsafeUnwrap();
    expect(file.fileName).toBe(fileName);
    const [sheet] = (await readBack(file.bytes)).worksheets;
    const headers = rowValues(sheet!, 1);
    expect(headers.slice(0, 6)).toEqual(['#', 'NPI', 'Doctor', 'Speciality', 'Insurance Name', 'Active Patients']);
    expect(headers.includes('Net Surplus Billed First Semester') || headers.includes('Net Surplus Billed Second Semester')).toBe(billedHeader !== null);
    if (billedHeader) expect(headers).toContain(billedHeader);
    const premium = headers.indexOf('Premium Value') + 1;
    expect(sheet!.getRow(2).getCell(premium).value).toBe(950);
    expect(sheet!.getRow(2).getCell(premium).numFmt).toContain('$');
  });

  it('leaves out NPI, Doctor and Speciality for Doctor and Staff', async () => {
    const file = (await exporter.insuranceReport('general', [aReportRow()], { withDoctorColumns: false }))._unsafeUnwrap();
    const [sheet] = (await readBack(file.bytes)).worksheets;
    expect(rowValues(sheet!, 1).slice(0, 3)).toEqual(['#', 'Insurance Name', 'Active Patients']);
  });
});

describe('ExcelReportExporter.workbook', () => {
  it('builds any workbook of named sheets in order', async () => {
    const file = (await exporter.workbook({ title: 'Custom', sheets: [
      { name: 'One', columns: [{ header: 'A', format: 'text' }, { header: 'B', format: 'yes-no' }], rows: [['x', true], [null, false]] },
      { name: 'Two', columns: [{ header: 'Money', format: 'money' }], rows: [[12.5]] },
    ] }))._unsafeUnwrap();
    const workbook = await readBack(file.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['One', 'Two']);
    expect(rowValues(workbook.getWorksheet('One')!, 2)).toEqual(['x', 'Yes']);
    expect(workbook.getWorksheet('One')!.getRow(3).getCell(1).value).toBeNull();
    expect(workbook.getWorksheet('One')!.getRow(3).getCell(2).value).toBe('No');
  });

  it.each([[''], ['A name that is longer than thirty-one'], ['Q1/Q2'], ['[x]']])('refuses the sheet name %j', async (name) => {
    const result = await exporter.workbook({ title: 'Bad', sheets: [{ name, columns: [], rows: [] }] });
    expect(result._unsafeUnwrapErr().kind).toBe('ExportFailed');
  });

  it('refuses two sheets with the same name', async () => {
    const result = await exporter.workbook({ title: 'Bad', sheets: [{ name: 'A', columns: [], rows: [] }, { name: 'a', columns: [], rows: [] }] });
    expect(result._unsafeUnwrapErr().kind).toBe('ExportFailed');
  });
});
