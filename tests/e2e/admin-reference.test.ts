import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { networkQuiet } from './harness/chromium.js';
import { ApiAs, signedIn } from './coding/coding-tools.js';

// The administration and reference screens in chromium against the demo practice: insurances and agreements feed the
// insurance reports, a catalogue edit reaches every catalogue search, a persistent notification pops up for its role,
// and the Smart PN questionnaire is edited and read back.

const suite = demoSuite();
const { browsers } = suite;

/** A PrimeReact dropdown or multiselect by the id of its input: opens it, filters when it has a filter, picks the option. */
async function pick(page: Page, inputId: string, option: string | RegExp, filterText?: string) {
  await page.locator(`.p-dropdown:has(#${inputId}), .p-multiselect:has(#${inputId})`).click();
  // The panel just opened is the last one (a closing panel may still be leaving the page).
  if (filterText !== undefined) await page.locator('.p-dropdown-filter, .p-multiselect-filter').last().fill(filterText);
  await page.getByRole('option', { name: option }).first().click();
  // A dropdown closes on a choice (a multiselect stays open for more).
  if (await page.locator(`.p-dropdown:has(#${inputId})`).count() > 0) await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

async function go(page: Page, path: string, heading: string) {
  await page.goto(`${suite.baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const rowOf = (page: Page, text: string): Locator => page.locator('tbody tr').filter({ hasText: text });

interface WireDoctor { readonly documentId: string; readonly fullName: string }

describe('administration and reference screens', () => {
  it('admin adds an insurance by keyboard, toggles it, agrees it with a doctor and the insurance reports show the agreement, then its edit', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const { body: resolve } = await api.get<{ doctors: WireDoctor[] }>('Insurances/InsuranceAgreementResolve');
    const doctor = resolve.doctors[0];
    if (doctor === undefined) throw new Error('the demo practice has no active doctor');
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await go(page, '/insurances', 'Insurance List');

    // By keyboard alone: Add New, the name, Enter submits.
    await page.getByRole('button', { name: 'Add New' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add New Insurance' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('insurance-name');
    await page.keyboard.press('Enter');
    await page.getByText('This field is required').waitFor();
    await page.keyboard.type('Atlantic Care E2E');
    await expect.poll(() => page.getByText('This field is required').count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add New Insurance' }).waitFor({ state: 'hidden' });
    // Date Added, newest first: the new insurance heads the list, dated today as MM/DD/YYYY.
    const dateHeader = page.getByRole('columnheader', { name: /Date Added/ });
    await dateHeader.click();
    await dateHeader.click();
    await expect.poll(() => page.locator('tbody tr').first().innerText()).toContain('Atlantic Care E2E');
    expect(await page.locator('tbody tr').first().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);

    const status = page.getByRole('checkbox', { name: 'Active: Atlantic Care E2E' });
    await status.click();
    await page.getByText('This insurance status will be set as Inactive').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => status.isChecked()).toBe(true);
    await status.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The insurance has been Deactivated successfully').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => status.isChecked()).toBe(false);
    await status.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The insurance has been Activated successfully').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    const report = async () => {
      await go(page, '/reports/insuranceGeneral', 'Insurance General Report');
      await page.getByLabel('Search By (NPI, Doctor Name):').fill(doctor.documentId);
      await page.getByRole('button', { name: 'Search' }).click();
      await networkQuiet(page);
      return rowOf(page, 'Atlantic Care E2E');
    };
    expect(await (await report()).count()).toBe(0);

    await go(page, '/insuranceAgreements', 'Insurance Agreements');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Insurance Agreement' });
    await form.getByRole('button', { name: 'Create' }).click();
    expect(await form.getByText('This field is required').count()).toBeGreaterThanOrEqual(5);
    await pick(page, 'agreement-doctorId', new RegExp(doctor.documentId), doctor.documentId);
    await pick(page, 'agreement-insuranceId', 'Atlantic Care E2E', 'Atlantic');
    await form.getByLabel('Premium Value (US$ per member)').fill('1000');
    await form.getByLabel('Surplus Agreement (%)').fill('150');
    await form.getByLabel('MLR (%)').fill('85');
    await form.getByLabel('Expenses Overall (US$)').fill('20000');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('The Surplus Agreement field must be between 0 and 100').waitFor();
    await form.getByLabel('Surplus Agreement (%)').fill('50');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByLabel('Search By (NPI, Doctor Name, Insurance Name):').fill('Atlantic Care');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await rowOf(page, 'Atlantic Care E2E').innerText()).toContain('$1,000.00');

    let line = await report();
    await line.waitFor();
    expect(await line.innerText()).toContain('$1,000.00');
    expect(await line.innerText()).toContain('50.00%');
    expect(await line.innerText()).toContain('85.00%');

    await go(page, '/insuranceAgreements', 'Insurance Agreements');
    await page.getByRole('button', { name: /^Edit the agreement of .* with Atlantic Care E2E/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Insurance Agreement' });
    expect(await edit.getByLabel('Surplus Agreement (%)').inputValue()).toBe('50');
    await edit.getByLabel('Premium Value (US$ per member)').fill('1250.5');
    await edit.getByRole('button', { name: 'Edit' }).click();
    await edit.waitFor({ state: 'hidden' });
    line = await report();
    await line.waitFor();
    expect(await line.innerText()).toContain('$1,250.50');
  }, 180_000);

  it('admin edits a catalogue entry and the new alert shows in the catalogue search and in Fast Coding; a doctor sees no Edit', async () => {
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await go(page, '/diagnostics', 'Diagnostics List');
    const search = page.getByLabel('Diagnostic Code / Description:');
    await search.fill('E1122');
    await page.getByRole('option', { name: /^E11\.22 - / }).click();
    const detail = page.getByRole('form', { name: 'Diagnostic E1122' });
    const alert = detail.getByLabel('Alert', { exact: true });
    expect(await alert.getAttribute('readonly')).not.toBeNull();
    for (const label of ['Description', 'V28 CMSHcc1', 'V28 CMSHcc2', 'V24 CMSHcc1', 'V24 CMSHcc2', 'RXHcc1', 'RXHcc2', 'Interaction', 'V24 Interaction', 'Alert', 'Delete',
      'CrosswalkDx', 'CrosswalkRx', 'Clinical Manifestation', 'Treatment']) {
      expect({ label, shown: await detail.getByLabel(label, { exact: true }).count() }).toEqual({ label, shown: 1 });
    }
    await detail.getByRole('button', { name: 'Edit' }).click();
    await alert.fill('Document stage and complications (e2e)');
    await detail.getByLabel(/^Description/).fill('');
    await detail.getByRole('button', { name: 'Save Changes' }).click();
    await detail.getByText('This field is required').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.getByRole('button', { name: 'Edit' }).click();
    await alert.fill('Document stage and complications (e2e)');
    await detail.getByRole('button', { name: 'Save Changes' }).click();
    await detail.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await alert.inputValue()).toBe('Document stage and complications (e2e)');

    await search.fill('');
    await search.fill('E1122');
    await page.getByRole('option', { name: /^E11\.22 - .* - Document stage and complications \(e2e\)$/ }).waitFor();

    // Fast Coding of a record searches the same catalogue.
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const { body: patients } = await api.get<{ recordID: number; patientStatus: boolean }[]>('Patients?pageNumber=1&pageSize=50');
    const active = patients.find((patient) => patient.patientStatus);
    if (active === undefined) throw new Error('the demo practice has no active patient');
    await go(page, `/record/${active.recordID}`, 'Diagnostics');
    await page.getByRole('button', { name: 'Fast Coding Search' }).click();
    await page.getByRole('dialog', { name: /^Fast Coding Search/ }).locator('.p-multiselect').click();
    await page.locator('.p-multiselect-filter').fill('E1122');
    await page.getByRole('option', { name: /E11\.22 - .* - Document stage and complications \(e2e\)/ }).waitFor({ timeout: 15_000 });

    const doctor = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await go(doctor, '/diagnostics', 'Diagnostics List');
    // By keyboard: type, arrow to the first result, Enter.
    await doctor.getByLabel('Diagnostic Code / Description:').focus();
    await doctor.keyboard.type('E1122');
    await doctor.getByRole('option', { name: /^E11\.22 - / }).waitFor();
    await doctor.keyboard.press('ArrowDown');
    await doctor.keyboard.press('Enter');
    await doctor.getByRole('form', { name: 'Diagnostic E1122' }).waitFor();
    expect(await doctor.getByRole('button', { name: /^(Edit|Save Changes|Close|Add New)$/ }).count()).toBe(0);
  }, 180_000);

  it('a persistent notification to the Doctor role arrives live for a signed-in doctor and pops up when the doctor opens the portal again', async () => {
    const doctor = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await doctor.getByRole('heading', { level: 1 }).first().waitFor();
    const admin = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await go(admin, '/admin/notifications', 'Notification Center');
    await admin.getByRole('button', { name: 'Submit' }).click();
    expect(await admin.getByText('This field is required').count()).toBe(3);
    await pick(admin, 'notification-roles', 'Doctor');
    await admin.keyboard.press('Escape');
    await admin.getByLabel('Title').fill('Quarterly coding review');
    await admin.getByLabel('Message').fill('Please review the pending RAF validations before Friday.');
    await admin.getByLabel(/^Persistent/).check();
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByText('Action submitted successfully').waitFor();
    expect(await admin.getByLabel('Title').inputValue()).toBe('');

    // Live: the hub delivers it as a toast to the doctor already signed in.
    await doctor.getByText('Please review the pending RAF validations before Friday.').first().waitFor({ timeout: 15_000 });
    await doctor.reload();
    const popup = doctor.getByRole('dialog', { name: 'Quarterly coding review' });
    await popup.waitFor({ timeout: 15_000 });
    await popup.getByRole('button', { name: 'Mark as Read' }).click();
    await popup.waitFor({ state: 'hidden' });
    await doctor.reload();
    await doctor.getByRole('heading', { level: 1 }).first().waitFor();
    await networkQuiet(doctor);
    expect(await doctor.getByRole('dialog', { name: 'Quarterly coding review' }).count()).toBe(0);
  }, 120_000);

  it('admin changes a questionnaire option and adds one; the Smart PN questionnaire reads both back', async () => {
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await go(page, '/admin/forms', 'Forms');
    await page.getByRole('button', { name: 'Edit visit option 101' }).click();
    const form = page.getByRole('form', { name: 'Edit visit option' });
    expect(await form.getByLabel('Visit Option ID').isDisabled()).toBe(true);
    await form.getByLabel('Description').fill('Follow-up visit for chronic conditions (e2e)');
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByLabel('Description:').fill('(e2e)');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Add New' }).click();
    const create = page.getByRole('form', { name: 'New visit option' });
    await create.getByRole('button', { name: 'Create' }).click();
    expect(await create.getByText('This field is required').count()).toBe(3);
    const id = Number(await create.getByLabel('Visit Option ID').inputValue());
    await pick(page, 'form-groupId', /^1 - /, '1');
    await pick(page, 'form-inputType', 'Check (several answers)');
    await create.getByLabel('Description').fill('Transitional care visit (e2e)');
    await create.getByLabel('Male Order', { exact: true }).fill('999');
    await create.getByLabel('Female Order', { exact: true }).fill('999');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);

    const api = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const { body: questionnaire } = await api.get<{ visitOptionID: number; visitOptionDescription: string }[]>('Forms/GetVisitOptions?gender=F');
    const descriptions = new Map(questionnaire.map((option) => [option.visitOptionID, option.visitOptionDescription]));
    expect(descriptions.get(101)).toBe('Follow-up visit for chronic conditions (e2e)');
    expect(descriptions.get(id)).toBe('Transitional care visit (e2e)');
  }, 120_000);
});
