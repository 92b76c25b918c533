import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { pageOverflows, runAxe } from './harness/axe.js';
import { ApiAs, signedIn, type WirePatient } from './coding/coding-tools.js';

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
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const patient = await api.patientWithoutDiagnostics();
    await api.post('Patients/AddDiagnostics', { recordID: patient.recordID, diagnostics: 'E1122,I10', optimizerFlag: false });
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.goto(`${suite.baseUrl()}/record/${patient.recordID}`);
    await page.getByRole('checkbox', { name: 'Active E1122' }).waitFor();
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
    await page.getByText('You may not open this record: its patient is not one of yours.').waitFor();
    for (const name of ['Add New Note', 'Create Smart PN', 'PN History', 'Print']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    await accessible(page, 'a refused record');
  });
});
