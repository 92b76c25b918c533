import { describe, expect, it } from 'vitest';
import { demoSuite } from '../harness/demo-suite.js';
import { ApiAs, openRecord, pasteCodes, rafdeskCodePayment, readWorkbook, signedIn, stored } from './coding-tools.js';

// The coding workflow in chromium against `rafdesk serve --demo` (a temporary data folder, a free port).

const THIRTEEN = ['E1122', 'I5022', 'N1831', 'J449', 'F329', 'I10', 'E785', 'M170', 'K219', 'G4733', 'E039', 'I2510', 'N400'];

// These tests run the real command, `rafdesk serve --demo`, rather than the composition root in this process.
const suite = demoSuite({ server: 'cli' });
const { browsers } = suite;

describe('the coding workflow in the browser', () => {
  it('codes a patient as doctor: the RAF total equals rafdesk code, semester-1 billing moves the percentage, a 13th attach is refused; no change reads the diagnostics again', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const patient = await api.patientWithoutDiagnostics('Patients/GetPatientList?pageNumber=1&pageSize=1000');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await openRecord(page, suite.baseUrl(), patient.recordID);
    // Inserts and billing toggles answer with the rows and the RAF card: the list is read once, when the record opens.
    const diagnosticReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/Patients/GetRecordDiagnostics')) diagnosticReads.push(request.url());
    });

    const codes = THIRTEEN.slice(0, 3);
    await pasteCodes(page, codes);
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.getByLabel('Insert report').waitFor();
    await stored(page);
    const printed = rafdeskCodePayment(['--dob', patient.dob, '--sex', patient.sex, ...codes]);
    expect(await page.getByLabel('Total', { exact: true }).innerText()).toBe(Number(printed).toFixed(2));
    await page.getByTitle('Explain Total').click();
    const scores = page.getByRole('table', { name: 'Scores side by side' });
    const paymentRow = await scores.getByRole('row').filter({ hasText: 'Payment (coding-adjusted)' }).getByRole('cell').allInnerTexts();
    expect(paymentRow.at(-1)).toBe(printed);
    await page.keyboard.press('Escape');

    const before = await page.getByLabel('Billed First Semester percentage').innerText();
    await page.getByRole('checkbox', { name: 'Billing First Semester E1122' }).check();
    await expect.poll(() => page.getByLabel('Billed First Semester percentage').innerText()).not.toBe(before);
    await stored(page);

    await pasteCodes(page, THIRTEEN.slice(3));
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('checkbox', { name: 'Attach N400' }).waitFor();
    await stored(page);
    for (const code of THIRTEEN.slice(0, 12)) {
      await page.getByRole('checkbox', { name: `Attach ${code}` }).check();
      await stored(page);
    }
    await page.getByRole('checkbox', { name: 'Attach N400' }).click();
    await page.getByText('Selection exceeded: Please select up to 12 diagnostics.').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Attach N400' }).isChecked()).toBe(false);
    expect(diagnosticReads).toEqual([]);
  });

  it('exports the doctor\'s Patient List and, for a coder, a record\'s diagnostics report that read back with exceljs', async () => {
    const doctorApi = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const { totalCount } = await doctorApi.get('Patients?pageNumber=1&pageSize=10');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.goto(`${suite.baseUrl()}/patientList`);
    await page.getByRole('heading', { level: 1, name: 'Patients List' }).waitFor();
    const [list] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    const listBook = await readWorkbook(list);
    expect(listBook.fileName).toBe('Patient List.xlsx');
    expect(listBook.sheets.map((sheet) => sheet.name)).toEqual(['Patient List']);
    expect(listBook.sheets[0]?.rows).toBe((totalCount ?? 0) + 1);
    expect(listBook.sheets[0]?.header).toEqual(expect.arrayContaining(['NPI', 'Doctor Name', 'Patient Name']));

    const adminApi = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const { body: patients } = await adminApi.get<{ recordID: number; fullName: string; dXs: number }[]>('Patients?pageNumber=1&pageSize=100');
    const coded = patients.find((patient) => patient.dXs > 0);
    if (!coded) throw new Error('no coded patient in the demo practice');
    const { totalCount: diagnostics } = await adminApi.get(`Patients/GetRecordDiagnostics?RecordID=${coded.recordID}&pageNumber=1&pageSize=1000`);
    const admin = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await openRecord(admin, suite.baseUrl(), coded.recordID);
    const [report] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export to Excel' }).click()]);
    const book = await readWorkbook(report);
    expect(book.fileName).toBe(`${coded.fullName} - Diagnostics Report.xlsx`);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Patient Info', 'Diagnostics Report']);
    expect(book.sheets[0]?.rows).toBe(2);
    expect(book.sheets[1]?.rows).toBe((diagnostics ?? 0) + 1);
  });

  it('shows insurance staff no control that changes data', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'InsuranceStaff');
    const { body: patients } = await api.get<{ recordID: number; dXs: number }[]>('Patients?pageNumber=1&pageSize=100');
    const patient = patients.find((row) => row.dXs > 0) ?? patients[0];
    if (!patient) throw new Error('insurance staff reach no patient');
    const page = await signedIn(suite.baseUrl(), 'InsuranceStaff', browsers);
    await page.goto(`${suite.baseUrl()}/patientList`);
    await page.getByRole('heading', { level: 1, name: 'Patients List' }).waitFor();
    await page.locator('tbody tr:not(.p-datatable-emptymessage)').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add New Patient' }).count()).toBe(0);
    for (const box of await page.getByRole('checkbox', { name: /^Status of / }).all()) expect(await box.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);

    await openRecord(page, suite.baseUrl(), patient.recordID);
    expect(await page.getByRole('button', { name: 'Fast Coding Search' }).isDisabled()).toBe(true);
    for (const name of ['Auto Billing', 'Delete all records', 'Create Smart PN', 'Export to Excel']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add New Note/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: /^Attach / }).count()).toBe(0);
    // The diagnostics table fills after the record's heading: the boxes are read once its first row is there.
    const billing = page.getByRole('checkbox', { name: /^(Billing First Semester|Billing Second Semester|Active) / });
    await billing.first().waitFor({ timeout: 30_000 });
    const boxes = await billing.all();
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(await box.isDisabled()).toBe(true);
  });

  it('lets admin\'s Optimizer drop a trumped code and say which HCC trumps it', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const doctorApi = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const { body: doctorPatients } = await doctorApi.get<{ recordID: number }[]>('Patients/GetPatientList?pageNumber=1&pageSize=1000');
    const taken = new Set(doctorPatients.map((patient) => patient.recordID));
    const { body: all } = await api.get<{ recordID: number; dXs: number; patientStatus: boolean }[]>('Patients?pageNumber=1&pageSize=1000');
    const patient = all.find((row) => row.dXs === 0 && row.patientStatus && !taken.has(row.recordID));
    if (!patient) throw new Error('no uncoded patient of another doctor');
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await openRecord(page, suite.baseUrl(), patient.recordID);
    const preview = await pasteCodes(page, ['E1010', 'E1122'], true);
    expect(preview).toContain('To insert: E1010');
    expect(preview).toMatch(/E1122.*trumped by HCC36/);
    await page.getByRole('button', { name: 'Insert' }).click();
    const report = await page.getByLabel('Insert report').innerText();
    expect(report).toContain('Added: E1010');
    expect(report).toMatch(/Left out by the Optimizer: E1122.*trumped by HCC36/);
    await stored(page);
    expect(await page.getByRole('checkbox', { name: 'Active E1122' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Active E1010' }).count()).toBe(1);
  });
});
