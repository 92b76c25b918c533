import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { npiCheckDigit } from '@rafdesk/core';
import { runAxe } from './harness/axe.js';
import { networkQuiet } from './harness/chromium.js';
import { DEMO_PASSWORD, DEMO_USERS } from './harness/demo-portal.js';
import { demoSuite } from './harness/demo-suite.js';
import type { Portal } from './harness/portal.js';
import { chooseDropdownOption as choose, focusedName, tabTo } from './harness/page-tools.js';

// The administration screens on the real portal: an Admin creates a Doctor with two address groups and a Staff user
// acting for that doctor (and the demo doctor), toggles 2FA and resends a password; the new Staff user sets a password
// from the mailed link, signs in, picks a doctor and sees the patients; every step is found in the audit log viewer;
// maintenance goes on and off. Each role's controls on these screens are checked in its accessibility walk
// (tests/e2e/accessibility/role-controls.ts).

const NEW_DOCTOR_NPI = `155555555${npiCheckDigit('155555555')}`;
const NEW_STAFF_ID = '90000000031';
const STAFF_PASSWORD = 'a long phrase of the new staff 9';

const suite = demoSuite({ sharedBrowser: true });

async function api(method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${suite.baseUrl()}/api/${path}`, {
    method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.text();
  return response.status;
}

async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${suite.baseUrl()}/login`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${suite.baseUrl()}/login`);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(dashboard|doctorSelection)$/);
}

/** The portal's database, read by the test; skipped when the portal runs in another process (RAFDESK_E2E_SERVER=cli). */
function inProcessDatabase(context: { skip: (note?: string) => never }): NonNullable<Portal['database']> {
  if (suite.portal().database === undefined) context.skip('the portal runs in another process, so its database cannot be read');
  return suite.portal().database as NonNullable<Portal['database']>;
}

/** A 1366 px page where the demo Admin has opened Users. */
async function adminOnUsers(): Promise<Page> {
  const page = await suite.browser().context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO_USERS.Admin);
  await page.goto(`${suite.baseUrl()}/admin/users`);
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  return page;
}

async function fillCommon(page: Page, fields: { documentId: string; firstName: string; lastName: string; email: string }): Promise<void> {
  await page.locator('#user-documentId').fill(fields.documentId);
  await page.locator('#user-firstName').fill(fields.firstName);
  await page.locator('#user-lastName').fill(fields.lastName);
  await page.locator('#user-speciality').fill('Internal Medicine');
  expect(await page.getByText('17/50').count()).toBe(1);
  await choose(page, 'user-sex', 'Female');
  await page.locator('#user-dateOfBirth').pressSequentially('01151970');
  await page.locator('#user-phone').fill('7875550177');
  await page.locator('#user-email').fill(fields.email);
  await page.locator('#user-emailConfirmation').fill(fields.email);
  await page.locator('#user-street').fill('1 Calle Luna');
  await page.locator('#user-city').fill('San Juan');
  await page.locator('#user-state').fill('PR');
  await page.locator('#user-zip').fill('00901');
}

async function fillAddress(page: Page, index: number, city: string): Promise<void> {
  await page.locator(`#addresses-${index}-phone`).fill('7875550188');
  await page.locator(`#addresses-${index}-email`).fill(`office${index}@clinic.example.com`);
  await page.locator(`#addresses-${index}-street`).fill(`${index + 1} Calle Sol`);
  await page.locator(`#addresses-${index}-city`).fill(city);
  await page.locator(`#addresses-${index}-state`).fill('PR');
  await page.locator(`#addresses-${index}-zip`).fill('00901');
}

async function findUser(page: Page, query: string): Promise<void> {
  await page.locator('#users-search').fill(query);
  await page.locator('#users-search').press('Enter');
  await page.getByRole('cell', { name: query, exact: true }).first().waitFor();
}

async function auditRows(page: Page, filter: { userName?: string; action: string }): Promise<string[]> {
  await page.locator('#audit-userName').fill(filter.userName ?? '');
  // The filters work by keyboard: type, then Enter submits them.
  await page.locator('#audit-action').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(filter.action);
  const since = Date.now();
  await page.keyboard.press('Enter');
  await networkQuiet(page, { since, quietMs: 300 });
  return page.locator('.list-table tbody tr').allInnerTexts();
}

describe('Users, acting doctors, the audit log and maintenance on the real portal', () => {
  it('creates a Doctor and a Staff user, who signs in and works for a doctor; the audit log shows it; maintenance on and off', async (context) => {
    const database = inProcessDatabase(context);
    const page = await adminOnUsers();

    // A Doctor: NPI, MD license, two address groups, programs; a refused submit names the fields first.
    await page.getByRole('button', { name: 'Add New' }).click();
    await choose(page, 'user-role', 'Doctor');
    expect(await page.locator('label[for="user-documentId"]').innerText()).toMatch(/^NPI/);
    await page.getByRole('button', { name: 'Create' }).click();
    expect(await page.locator('#user-firstName-error').innerText()).toBe('This field is required');
    await page.locator('#user-email').fill('nora@clinic.example.com');
    await page.locator('#user-emailConfirmation').fill('other@clinic.example.com');
    await page.locator('#user-state').fill('PRX');
    await page.getByRole('button', { name: 'Create' }).click();
    expect(await page.locator('#user-emailConfirmation-error').innerText()).not.toBe('');
    expect(await page.locator('#user-state-error').innerText()).toContain('2');
    await fillCommon(page, { documentId: NEW_DOCTOR_NPI, firstName: 'Nora', lastName: 'Newdoc', email: 'nora@clinic.example.com' });
    await page.locator('#user-mdLicenseNumber').fill('55555');
    await fillAddress(page, 0, 'San Juan');
    await page.getByRole('button', { name: /Add address/i }).click();
    await fillAddress(page, 1, 'Ponce');
    await page.locator('label[for="billingProgramIds-1"]').click();
    await page.locator('label[for="recordProgramIds-2"]').click();
    await page.locator('label[for="serviceIds-1"]').click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Add New' }).waitFor();
    const doctorAddresses = await database.db.selectFrom('doctor_address').innerJoin('doctor', 'doctor.id', 'doctor_address.doctor_id')
      .select('doctor_address.city').where('doctor.npi', '=', NEW_DOCTOR_NPI).execute();
    expect(doctorAddresses.map((row) => row.city).sort()).toEqual(['Ponce', 'San Juan']);

    // A Staff user acting for the new doctor and the demo doctor.
    await page.getByRole('button', { name: 'Add New' }).click();
    await choose(page, 'user-role', 'Staff');
    expect(await page.locator('label[for="user-documentId"]').innerText()).toMatch(/^DocumentID/);
    await fillCommon(page, { documentId: NEW_STAFF_ID, firstName: 'Sam', lastName: 'Staffer', email: 'sam.staffer@clinic.example.com' });
    await page.getByText(`Nora Newdoc (${NEW_DOCTOR_NPI})`).click();
    await page.getByText(/^Diego Rivera \(/).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Add New' }).waitFor();

    // 2FA on and off without a confirmation; resend the Staff user's password.
    await findUser(page, NEW_DOCTOR_NPI);
    const twoFactor = page.getByRole('checkbox', { name: `Two-factor sign-in: ${NEW_DOCTOR_NPI}` });
    await twoFactor.click();
    await expect.poll(() => twoFactor.isChecked()).toBe(true);
    await findUser(page, NEW_STAFF_ID);
    await page.getByRole('button', { name: `Resend password to ${NEW_STAFF_ID}` }).click();
    await page.getByText('Action submitted successfully').first().waitFor();
    await page.waitForTimeout(1_000); // the toast fades in; colours are measured once the transition is over
    const axe = await runAxe(page);
    expect({ critical: axe.critical, serious: axe.serious }, axe.failures.join('\n')).toEqual({ critical: 0, serious: 0 });

    // The new Staff user chooses a password with the latest mailed link, signs in, picks a doctor and sees the patients.
    const mail = (await suite.portal().mailedTo?.('sam.staffer@clinic.example.com')) ?? '';
    const secret = /\/set-password#(\S+)/.exec(mail)?.[1] ?? '';
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${suite.baseUrl()}/set-password#${secret}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Your password is set. Sign in with it now.').waitFor();
    await signIn(page, NEW_STAFF_ID, STAFF_PASSWORD);
    await page.waitForURL('**/doctorSelection');
    await page.getByRole('button', { name: 'Select Dr. Nora Newdoc' }).waitFor();
    await page.getByRole('button', { name: /^Select Dr\. Diego Rivera/ }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${suite.baseUrl()}/patients`);
    // A row of data, not the empty message the table shows until the page arrives.
    await page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('No patients found').count()).toBe(0);

    // The audit log viewer shows who did each of these.
    await signIn(page, DEMO_USERS.Admin);
    await page.goto(`${suite.baseUrl()}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    expect((await auditRows(page, { userName: 'admin', action: 'users.create' })).filter((row) => row.includes('users.create'))).toHaveLength(2);
    for (const action of ['users.setActingDoctors', 'users.setTwoFactor', 'users.resendPassword']) {
      const rows = await auditRows(page, { userName: 'admin', action });
      expect(rows.some((row) => row.includes(action) && row.includes('admin') && row.includes('Success')), `${action}: ${rows.join(' | ')}`).toBe(true);
    }
    expect((await auditRows(page, { userName: NEW_STAFF_ID, action: 'patients' })).some((row) => row.includes(NEW_STAFF_ID))).toBe(true);

    // Doctors List: search by NPI, Expand All shows the details, the status toggle asks first, and edit saves the doctor.
    await page.goto(`${suite.baseUrl()}/doctors`);
    await page.getByRole('heading', { name: 'Doctors List' }).waitFor();
    await page.locator('#doctors-search').fill(NEW_DOCTOR_NPI);
    await page.locator('#doctors-search').press('Enter');
    await page.getByRole('cell', { name: NEW_DOCTOR_NPI, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Expand All' }).click();
    await page.getByText('nora@clinic.example.com').waitFor();
    const status = page.getByRole('checkbox', { name: 'Status of Nora Newdoc' });
    await status.click();
    await page.getByRole('dialog').getByText('This doctor status will be set as Inactive').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await status.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Edit Nora Newdoc' }).click();
    expect(await page.locator('#user-firstName').inputValue()).toBe('Nora');
    expect(await page.locator('#addresses-1-city').inputValue()).toBe('Ponce');
    await page.locator('#user-speciality').fill('Cardiology');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('cell', { name: 'Cardiology', exact: true }).waitFor();

    // Login Report: the new Staff user's sign-in is there; Clear Filter shows everyone again.
    await page.goto(`${suite.baseUrl()}/admin/loginReport`);
    await page.getByRole('heading', { name: 'Login Report' }).waitFor();
    await page.locator('#login-report-search').fill(NEW_STAFF_ID);
    await page.locator('#login-report-search').press('Enter');
    await page.getByRole('cell', { name: NEW_STAFF_ID, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();

    // Maintenance: confirm, the password check's messages, the notice; then an Admin turns it off from the notice page.
    await page.goto(`${suite.baseUrl()}/admin/users`);
    await page.getByRole('button', { name: 'Set Under Maintenance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const prompt = page.getByRole('dialog', { name: 'Set Under Maintenance' });
    await prompt.getByRole('button', { name: 'Set Under Maintenance' }).click();
    await prompt.getByText('Please enter your password', { exact: true }).waitFor();
    // Filled and submitted through the field itself, once it is editable: typed with the page's keyboard after a separate
    // focus, the step once showed no 'Wrong password' within 20 s in a full shuffled run, the keys going wherever focus was.
    await page.locator('#prompt-password').fill('not my password');
    await page.locator('#prompt-password').press('Enter');
    await prompt.getByText('Wrong password', { exact: true }).waitFor();
    await page.locator('#prompt-password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('This website now is UNDER MAINTENANCE').waitFor();
    expect(await api('POST', 'Authentication', { userName: DEMO_USERS.Doctor, password: DEMO_PASSWORD })).toBe(503);
    // Everyone but an Admin is shut out, as the confirmation says: the Admin keeps working on another screen.
    await page.getByRole('button', { name: 'OK' }).click();
    await page.goto(`${suite.baseUrl()}/doctors`);
    await page.getByRole('heading', { name: 'Doctors List' }).waitFor();
    await page.getByRole('checkbox', { name: /^Status of / }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/doctors');
    await page.goto(`${suite.baseUrl()}/underMaintenance`);
    await page.getByRole('button', { name: 'Turn Maintenance Off' }).click();
    await page.locator('#prompt-password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    expect(await api('POST', 'Authentication', { userName: DEMO_USERS.Doctor, password: DEMO_PASSWORD })).toBe(200);
    await page.close();
  }, 300_000);
});

describe('the administration screens by keyboard alone', () => {
  it('searches users, turns 2FA on and off, cancels a deactivation, expands the doctors and filters the audit log', async (context) => {
    const database = inProcessDatabase(context);
    const page = await adminOnUsers();
    await tabTo(page, /^Username, Document ID, Email:/);
    await page.keyboard.type(DEMO_USERS.Training);
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name: DEMO_USERS.Training, exact: true }).waitFor();
    const twoFactor = async () => (await database.db.selectFrom('app_user').select('two_factor_enabled').where('user_name', '=', DEMO_USERS.Training).executeTakeFirstOrThrow()).two_factor_enabled;
    const twoFactorBox = new RegExp(`^Two-factor sign-in: ${DEMO_USERS.Training}$`);
    await tabTo(page, twoFactorBox);
    await page.keyboard.press('Space');
    await expect.poll(twoFactor).toBe(true);
    // The list is read again after the change; the row is drawn anew, so the keyboard finds the box again.
    await expect.poll(() => page.getByRole('checkbox', { name: twoFactorBox }).isChecked()).toBe(true);
    await networkQuiet(page);
    await tabTo(page, twoFactorBox);
    await page.keyboard.press('Space');
    await expect.poll(twoFactor).toBe(false);
    await tabTo(page, new RegExp(`^Active: ${DEMO_USERS.Training}$`), 10, 'Shift+Tab');
    await page.keyboard.press('Space');
    await page.getByRole('dialog').getByText('This user status will be set as Inactive').waitFor();
    expect(await focusedName(page)).toBe('Confirm');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto(`${suite.baseUrl()}/doctors`);
    await page.getByRole('heading', { name: 'Doctors List' }).waitFor();
    // Expand All opens the rows shown: wait for them, or a loaded machine presses it on an empty list.
    await page.getByRole('checkbox', { name: /^Status of / }).first().waitFor();
    await tabTo(page, /^Expand All/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Collapse All' }).waitFor();

    await page.goto(`${suite.baseUrl()}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await tabTo(page, /^Action/);
    await page.keyboard.type('users.setTwoFactor');
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name: 'users.setTwoFactor', exact: true }).first().waitFor();
    await tabTo(page, /^Export to Excel/);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('Audit Log.xlsx');
    await page.close();
  }, 120_000);
});

describe('the Users list kept as it was', () => {
  it('keeps its order and search through a reload, the edit form and Back, and axe finds nothing with a sorted header; a record goes back to its list as it was', async () => {
    const page = await adminOnUsers();
    const header = page.getByRole('columnheader', { name: /^Username/ });
    const rows = () => page.locator('.list-table tbody tr').allInnerTexts();
    await page.getByRole('cell', { name: DEMO_USERS.Admin, exact: true }).waitFor();
    // Ascending, then descending: the server's order of the whole list, written into the URL.
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await page.locator('#users-search').fill('doctor');
    await page.locator('#users-search').press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=doctor&sort=userName&order=desc');
    // The searched page replaces the whole list's once it is read: doctor2 before doctor, descending by user name.
    await expect.poll(async () => (await rows()).every((row) => row.includes('doctor'))).toBe(true);
    await networkQuiet(page);
    const sorted = await rows();
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted[0]).toContain('doctor2');

    const asItWas = async () => {
      await page.getByRole('heading', { name: 'Users' }).waitFor();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
      await networkQuiet(page);
      expect(await rows()).toEqual(sorted);
      expect(await page.locator('#users-search').inputValue()).toBe('doctor');
      expect(new URL(page.url()).search).toBe('?q=doctor&sort=userName&order=desc');
    };
    await page.reload();
    await asItWas();
    // Editing a user and closing the form leaves the list where it was.
    await page.getByRole('button', { name: /^Edit / }).first().click();
    // The form's own Close: while the form is open the toolbar's Add New toggle reads Close too.
    await page.getByRole('form', { name: 'Edit User' }).getByRole('button', { name: 'Close' }).click();
    await asItWas();
    // Another screen, then the browser's Back.
    await page.goto(`${suite.baseUrl()}/doctors`);
    await page.getByRole('heading', { name: 'Doctors List' }).waitFor();
    await page.goBack();
    await asItWas();

    const axe = await runAxe(page);
    expect({ critical: axe.critical, serious: axe.serious }, axe.failures.join('\n')).toEqual({ critical: 0, serious: 0 });

    // The records view's Go Back returns to the Patients List at its order and page, not to its first page.
    const listed = '?sort=rafTotal&order=desc&page=2';
    await page.goto(`${suite.baseUrl()}/patientList${listed}`);
    await page.getByRole('button', { name: /^Details of / }).first().click();
    await page.waitForURL(/\/record\/\d+$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/patientList${listed}`);
    await page.close();
  }, 60_000);
});
