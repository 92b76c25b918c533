import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { networkQuiet } from './harness/chromium.js';
import { chooseDropdownOption as choose, dropdownClosed } from './harness/page-tools.js';
import { ApiAs, signedIn } from './coding/coding-tools.js';

// Defects found walking the built screens, each walked again in chromium against the real demo portal.

const suite = demoSuite();
const { browsers } = suite;

async function optionsOf(page: Page, inputId: string): Promise<string[]> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  const names = await panel.getByRole('option').allInnerTexts();
  // A second click closes the panel (Escape would close the whole dialog).
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await dropdownClosed(page);
  return names.map((name) => name.trim());
}


interface WirePlan { planID: number; planName: string; insuranceID: number | null }
interface WireInsurance { insuranceID: number; insuranceName: string }

describe('defects found walking the built screens', () => {
  it('the patient form offers only the chosen insurance\'s plans, clears a plan the new insurance lacks, and a fixed field loses its message', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    const { body: lookups } = await api.get<{ insurances: WireInsurance[]; plans: WirePlan[] }>('Patients/PatientsResolve');
    const planNames = (insuranceId: number) =>
      lookups.plans.filter((plan) => plan.insuranceID === null || plan.insuranceID === insuranceId).map((plan) => plan.planName).sort();
    const [first, second] = lookups.insurances;
    expect(planNames(first!.insuranceID)).not.toEqual(planNames(second!.insuranceID));

    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.goto(`${suite.baseUrl()}/patientList`);
    await page.getByRole('button', { name: 'Add New Patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Patient' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const planError = dialog.locator('#patient-planId-error');
    await planError.waitFor();

    await choose(page, 'patient-insuranceId', first!.insuranceName);
    expect((await optionsOf(page, 'patient-planId')).sort()).toEqual(planNames(first!.insuranceID));
    const firstOwnPlan = lookups.plans.find((plan) => plan.insuranceID === first!.insuranceID)!;
    await choose(page, 'patient-planId', firstOwnPlan.planName);
    await planError.waitFor({ state: 'detached' });

    await choose(page, 'patient-insuranceId', second!.insuranceName);
    expect((await optionsOf(page, 'patient-planId')).sort()).toEqual(planNames(second!.insuranceID));
    expect(await page.locator('.p-dropdown:has(#patient-planId) .p-dropdown-label').innerText()).toBe('Select');
  });

  it('insurance staff open My Patients without a refusal and pick from the doctors of their insurance\'s patients', async () => {
    const page = await signedIn(suite.baseUrl(), 'InsuranceStaff', browsers);
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refusals.push(response.url());
    });
    await page.goto(`${suite.baseUrl()}/patients`);
    await page.getByRole('heading', { level: 1, name: 'My Patients' }).waitFor();
    await networkQuiet(page);
    expect(refusals).toEqual([]);
    await expect.poll(() => page.getByText('You do not have permission to do this').count()).toBe(0);
    await page.locator('.p-dropdown:has([aria-label="Doctor"])').click();
    const doctors = await page.locator('.p-dropdown-panel').getByRole('option').allInnerTexts();
    expect(doctors.length).toBeGreaterThan(0);
  });

  it('staff who have not chosen a doctor are sent to doctor selection from the patient screens', async () => {
    const page = await signedIn(suite.baseUrl(), 'Staff', browsers);
    for (const path of ['/patientList', '/patients', '/reports/insuranceGeneral']) {
      await page.goto(`${suite.baseUrl()}${path}`);
      await page.waitForURL(/\/doctorSelection$/);
    }
  });

  it('the demo doctor opens Complete Profile filled with their own profile', async () => {
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.goto(`${suite.baseUrl()}/completeProfile`);
    await page.getByRole('dialog', { name: 'Complete Profile' }).waitFor();
    await expect.poll(() => page.getByText('The doctor does not exist').count()).toBe(0);
    await expect.poll(() => page.locator('#npi').inputValue(), { timeout: 15_000 }).toBe('1234567893');
  });

  it('insurance staff see no Calculate RAF on a record', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'InsuranceStaff');
    const { body } = await api.get<{ recordID: number }[]>('Patients?pageNumber=1&pageSize=10');
    const page = await signedIn(suite.baseUrl(), 'InsuranceStaff', browsers);
    await page.goto(`${suite.baseUrl()}/record/${body[0]!.recordID}`);
    await page.getByRole('heading', { level: 1, name: 'Diagnostics' }).waitFor();
    await page.getByText('Total', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Calculate RAF' }).count()).toBe(0);
  });
});

