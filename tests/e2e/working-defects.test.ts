import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { pageOverflows, runAxe } from './harness/axe.js';
import { ApiAs, openRecord, signedIn, type WirePatient } from './coding/coding-tools.js';

/** The demo doctor's NPI (the `doctor` account). */
const DEMO_DOCTOR_NPI = '1234567893';

// What a person meets once they start working on a record, walked in chromium against the demo portal.

const suite = demoSuite();
const { browsers } = suite;

async function accessible(page: Page, where: string) {
  const figure = await runAxe(page);
  expect({ where, failures: figure.critical + figure.serious > 0 ? figure.failures : [] }).toEqual({ where, failures: [] });
}

async function codedRecord(role: 'Admin' | 'Doctor'): Promise<WirePatient> {
  const api = await ApiAs.signIn(suite.baseUrl(), role);
  const { body } = await api.get<WirePatient[]>('Patients?pageNumber=1&pageSize=1000');
  const found = body.find((patient) => patient.dXs > 1 && patient.patientStatus);
  if (!found) throw new Error(`the demo practice has no active coded patient for ${role}`);
  return found;
}

/** An admin on the record of a patient without diagnostics, just coded E1122 and I10 (a fresh patient each time, whatever ran before). */
async function recordCodedWithE1122AndI10(): Promise<Page> {
  const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
  const patient = await api.patientWithoutDiagnostics();
  await api.post('Patients/AddDiagnostics', { recordID: patient.recordID, diagnostics: 'E1122,I10', optimizerFlag: false });
  const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
  await page.goto(`${suite.baseUrl()}/record/${patient.recordID}`);
  await page.getByRole('checkbox', { name: 'Active E1122' }).waitFor();
  return page;
}

describe('working on a record', () => {
  it('lists the diagnostics with every spec column and keeps each row\'s controls in a 1366 px window', async () => {
    const patient = await codedRecord('Admin');
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${suite.baseUrl()}/record/${patient.recordID}`);
    const table = page.getByRole('table', { name: 'Diagnostics' });
    await table.getByRole('columnheader', { name: 'Clinical Manifestations' }).waitFor();
    for (const name of ['Treatment', 'Alert', 'Provider']) expect(await table.getByRole('columnheader', { name, exact: true }).count()).toBe(1);
    for (const control of [/^Billing First Semester /, /^Active /, /^Delete /]) {
      const box = await table.getByRole(control.source.startsWith('^Delete') ? 'button' : 'checkbox', { name: control }).first().boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 1366, String(control)).toBe(true);
    }
    expect(await pageOverflows(page)).toBe(false);
    await accessible(page, 'records view at 1366 px');
  });

  it('asks before Auto Billing (how many, which semester) and says what it billed', async () => {
    const page = await recordCodedWithE1122AndI10();
    await page.getByRole('button', { name: 'Auto Billing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Billing' });
    await dialog.getByText(/^2 active diagnostics not yet billed will be billed in semester [12] of \d{4}: E1122, I10\.$/).waitFor();
    await accessible(page, 'Auto Billing confirmation');
    await dialog.getByRole('button', { name: 'Bill them' }).click();
    await page.getByText(/^2 diagnostics billed in semester [12] of \d{4}$/).waitFor();
  });

  it('shows a doctor the refusal of another doctor\'s record once, with nothing to act on', async () => {
    const doctor = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const mine = new Set((await doctor.get<WirePatient[]>('Patients?pageNumber=1&pageSize=1000')).body.map((patient) => patient.recordID));
    const admin = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const other = (await admin.get<WirePatient[]>('Patients?pageNumber=1&pageSize=1000')).body.find((patient) => !mine.has(patient.recordID));
    if (!other) throw new Error('every demo patient is the demo doctor\'s');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.goto(`${suite.baseUrl()}/record/${other.recordID}`);
    await page.getByText('This record does not exist').waitFor();
    for (const name of ['Add New Note', 'Create Smart PN', 'PN History', 'Print']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await accessible(page, 'a refused record');
  });

  it('undoes a deleted diagnostic from the toast by keyboard: the row and the RAF card come back as they were', async () => {
    const page = await recordCodedWithE1122AndI10();
    const total = page.getByLabel('Total', { exact: true });
    const before = await total.innerText();
    await page.getByRole('button', { name: 'Delete E1122' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    const toast = page.locator('.undo-toast-region[aria-live="polite"]');
    await toast.getByText('The diagnostic has been deleted').waitFor();
    await expect.poll(() => total.innerText()).not.toBe(before);
    // The focus is on Undo (the deleted row's button is gone), so the keyboard reaches it at once.
    expect(await toast.getByRole('button', { name: 'Undo' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await accessible(page, 'the undo toast open');
    await page.keyboard.press('Enter');
    await page.locator('.p-toast-message-success').filter({ hasText: 'The diagnostic E1122 has been restored' }).waitFor();
    await page.getByRole('checkbox', { name: 'Active E1122' }).waitFor();
    await expect.poll(() => total.innerText()).toBe(before);
  });
});

/** Waits for the success toast titled 'Saved' whose text says what changed (spec 01 §8). */
async function saidSaved(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.p-toast-message-success').filter({ hasText: /^Saved/ }).locator('.p-toast-detail', { hasText: text }).waitFor();
}

/** Consents of Complete Profile, read to their end as the form asks before they can be ticked. */
async function acceptConsents(page: Page): Promise<void> {
  for (const name of ['terms', 'privacy', 'hipaa']) {
    await page.locator(`#consent-${name}-text`).evaluate((box) => { box.scrollTop = box.scrollHeight; box.dispatchEvent(new Event('scroll')); });
    await page.locator(`label[for="consent-${name}-accept"]`).click();
  }
}

describe('the issue 31 defects walked in the browser', () => {
  it('says a doctor edit was saved, and Complete Profile takes the letters-and-digits licence Doctors → Edit saved', async () => {
    const admin = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await admin.goto(`${suite.baseUrl()}/doctors`);
    await admin.locator('#doctors-search').fill(DEMO_DOCTOR_NPI);
    await admin.locator('#doctors-search').press('Enter');
    await admin.getByRole('cell', { name: DEMO_DOCTOR_NPI, exact: true }).waitFor();
    await admin.getByRole('button', { name: /^Edit / }).first().click();
    await admin.locator('#user-mdLicenseNumber').fill('MD654328');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await saidSaved(admin, /^The changes to .+ were saved$/);

    const doctor = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await doctor.goto(`${suite.baseUrl()}/completeProfile`);
    await expect.poll(() => doctor.locator('#mdLicenseNumber').inputValue(), { timeout: 15_000 }).toBe('MD654328');
    await acceptConsents(doctor);
    await doctor.getByRole('button', { name: 'Submit' }).click();
    await doctor.waitForURL('**/dashboard');
  });

  it('says an insurance create and edit and the catalogue\'s Save Changes were saved', async () => {
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.goto(`${suite.baseUrl()}/insurances`);
    await page.getByRole('button', { name: 'Add New' }).click();
    const create = page.getByRole('dialog', { name: 'Add New Insurance' });
    await create.getByLabel(/^Name/).fill('Toast Health E2E');
    await create.getByRole('button', { name: 'Create' }).click();
    await saidSaved(page, 'The insurance Toast Health E2E was added');
    await page.getByRole('button', { name: 'Edit Toast Health E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Insurance' });
    await edit.getByLabel(/^Name/).fill('Toast Health E2E Gold');
    await edit.getByRole('button', { name: 'Edit' }).click();
    await saidSaved(page, 'The insurance was renamed Toast Health E2E Gold');

    await page.goto(`${suite.baseUrl()}/diagnostics`);
    await page.getByLabel('Diagnostic Code / Description:').fill('E785');
    await page.getByRole('option', { name: /^E78\.5 - / }).click();
    const detail = page.getByRole('form', { name: 'Diagnostic E785' });
    await detail.getByRole('button', { name: 'Edit' }).click();
    await detail.getByLabel('Alert', { exact: true }).fill('Check the lipid panel (e2e)');
    await detail.getByRole('button', { name: 'Save Changes' }).click();
    await saidSaved(page, 'The changes to E785 were saved');
  });

  it('draws the admin dashboard\'s tiles from one aggregate read, audited without a patients.listAll', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const { body: figures } = await api.get<{ patients: number; activePatients: number }>('Patients/DashboardFigures');
    const audited = async (action: string) => (await api.get(`Audit?userName=admin&action=${action}&pageNumber=1&pageSize=10`)).totalCount ?? 0;
    const [aggregateReads, listAllReads] = [await audited('patients.figures'), await audited('patients.listAll')];
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await expect.poll(() => page.getByLabel('Patients', { exact: true }).innerText()).toBe(String(figures.activePatients));
    await page.getByText(`${figures.patients} in total, ${figures.activePatients} active`).waitFor();
    expect(await audited('patients.figures')).toBeGreaterThan(aggregateReads);
    expect(await audited('patients.listAll')).toBe(listAllReads);
  });

  it('says a record\'s diagnostics are loading, with Export to Excel and Print waiting for them, then lists them: axe clean in both states at 1366 px', async () => {
    const patient = await codedRecord('Admin');
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const { totalCount: rows } = await api.get(`Patients/GetRecordDiagnostics?RecordID=${patient.recordID}&pageNumber=1&pageSize=1000`);
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.setViewportSize({ width: 1366, height: 768 });
    // The rows' read is held in the browser until the loading state has been checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/Patients/GetRecordDiagnostics?**', async (route) => { await held; await route.continue(); });
    await page.goto(`${suite.baseUrl()}/record/${patient.recordID}`);
    await page.getByText('Loading the diagnostics…').waitFor();
    expect(await page.getByText('No diagnostics', { exact: true }).count()).toBe(0);
    for (const name of ['Export to Excel', 'Print']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    await accessible(page, 'records view while its diagnostics load');
    release();
    await page.getByRole('table', { name: 'Diagnostics' }).and(page.locator('[aria-busy="false"]')).waitFor();
    expect(await page.getByRole('button', { name: 'Export to Excel' }).isEnabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Active / }).count()).toBe(rows);
    await accessible(page, 'records view with its diagnostics');
    await page.unroute('**/api/Patients/GetRecordDiagnostics?**');
  });

  it('explains a code the record lists twice (two service dates) once', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const patient = await api.patientWithoutDiagnostics();
    await api.post('Patients/AddDiagnostics', { recordID: patient.recordID, diagnostics: 'E039,I10', optimizerFlag: false });
    await api.post('Diagnostics', { recordID: patient.recordID, diagnosticId: 'E039', serviceDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) });
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await openRecord(page, suite.baseUrl(), patient.recordID);
    // Both rows of E039 say why they differ (service date and source).
    expect(await page.getByText(/^DOS .+ · /).count()).toBe(2);
    await page.getByTitle('Explain Total').click();
    const scored = await page.getByRole('dialog').getByText(/codes scored: /).innerText();
    expect(scored.replace(/^.*codes scored: /, '').split(', ').sort()).toEqual(['E039', 'I10']);
  });

  it('lets an Admin set an unconfirmed factor by keyboard and says how the year\'s recompute goes until it is done', async () => {
    const page = await recordCodedWithE1122AndI10();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTitle('Explain Total').click();
    const dialog = page.getByRole('dialog');
    // PY2027's RxHCC normalization is unconfirmed: an Admin enters it with where it was read.
    const form = dialog.getByRole('form', { name: /^Set .+ for \d{4}$/ }).first();
    await form.waitFor();
    await form.getByLabel('Value').focus();
    await page.keyboard.type('1.05');
    await page.keyboard.press('Tab');
    await page.keyboard.type('read from the Rate Announcement by the browser test');
    await page.keyboard.press('Enter');
    const status = form.getByRole('status');
    await status.getByText(/^Saved\. /).waitFor();
    await accessible(page, 'factor saved, recompute under way');
    await expect.poll(() => status.innerText(), { timeout: 60_000 }).toMatch(/^Saved\. The stored figures of PY\d{4} are recomputed with the new factor: [\d,]+ records?\.$/);
    const box = await form.getByRole('button', { name: 'Set' }).boundingBox();
    expect(box !== null && box.x + box.width <= 1366).toBe(true);
    await accessible(page, 'factor recomputed');
  });
});
