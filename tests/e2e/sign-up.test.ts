import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { portalSuite } from './harness/portal-suite.js';
import { fakePracticeApi } from './harness/fake-practice-api.js';

const suite = portalSuite();

const REGISTERED = 'Your registration was successful! Our team will be in contact with you shortly.';

async function openForm() {
  const page = await suite.browser().context.newPage();
  const api = await fakePracticeApi(page);
  await page.goto(`${suite.baseUrl()}/signUp`);
  await page.getByRole('heading', { name: 'Registration Form' }).waitFor();
  await page.getByLabel('Kareo').waitFor();
  return { page, api };
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`).textContent({ timeout: 2_000 }).catch(() => null);

/** Scrolls a consent text the way a reader does, with the mouse wheel, until it stops moving. */
async function readToEnd(page: Page, name: 'terms' | 'privacy' | 'hipaa') {
  const box = page.locator(`#consent-${name}-text`);
  await box.scrollIntoViewIfNeeded();
  await box.hover();
  for (let i = 0; i < 60; i += 1) {
    const atEnd = await box.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight <= 2);
    if (atEnd) return;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(30);
  }
  throw new Error(`the ${name} text never reached its end`);
}

describe('sign-up in the browser', () => {
  it('enables each consent checkbox only after its text is scrolled to the end', async () => {
    const { page } = await openForm();
    for (const name of ['terms', 'privacy', 'hipaa'] as const) expect(await page.locator(`#consent-${name}-accept`).isDisabled()).toBe(true);
    await page.locator('#consent-terms-text').evaluate((element) => { element.scrollTop = element.scrollHeight / 2; element.dispatchEvent(new Event('scroll')); });
    expect(await page.locator('#consent-terms-accept').isDisabled()).toBe(true);
    await readToEnd(page, 'terms');
    await expect.poll(() => page.locator('#consent-terms-accept').isDisabled()).toBe(false);
    expect(await page.locator('#consent-privacy-accept').isDisabled()).toBe(true);
    await page.locator('label[for="consent-terms-accept"]').click();
    expect(await page.locator('#consent-terms-accept').isChecked()).toBe(true);
    await page.close();
  });

  it('takes the date of birth typed with the mask or picked from the calendar', async () => {
    const { page } = await openForm();
    await page.locator('#dateOfBirth').pressSequentially('07041965');
    expect(await page.locator('#dateOfBirth').inputValue()).toBe('07-04-1965');
    await page.getByRole('button', { name: 'Pick the Date of Birth' }).click();
    await page.locator('.p-datepicker td:not(.p-datepicker-other-month) span', { hasText: /^12$/ }).first().click();
    expect(await page.locator('#dateOfBirth').inputValue()).toBe('07-12-1965');
    await page.close();
  });

  it('shows every validation message, then registers and shows the success message', async () => {
    const { page, api } = await openForm();
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const id of ['firstName', 'lastName', 'npi', 'mdLicenseNumber', 'email', 'dateOfBirth', 'sex', 'addresses-0-phone', 'addresses-0-email',
      'addresses-0-street', 'addresses-0-city', 'addresses-0-state', 'addresses-0-zip', 'billingProgramIds', 'recordProgramIds', 'serviceIds',
      'consent-terms', 'consent-privacy', 'consent-hipaa']) {
      expect(await errorOf(page, id), id).toBe('This field is required');
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('firstName');

    await page.locator('#npi').fill('1234567890');
    await page.locator('#mdLicenseNumber').fill('AB-12');
    await page.locator('#email').fill('not-an-email');
    await page.locator('#dateOfBirth').pressSequentially('02302020');
    await page.locator('#whatsAppPhone').fill('123-456-7890');
    await page.locator('#addresses-0-phone').fill('555');
    await page.locator('#addresses-0-email').fill('office@');
    await page.getByLabel('Other').first().click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await errorOf(page, 'npi')).toBe('The NPI field must be a valid NPI (10 digits with a correct check digit)');
    expect(await errorOf(page, 'mdLicenseNumber')).toBe('The MD License Number field may only contain letters and numbers');
    expect(await errorOf(page, 'email')).toBe('The Email field must be a valid email');
    expect(await errorOf(page, 'dateOfBirth')).toBe('The Date of Birth field must be a real date written MM-DD-YYYY');
    expect(await errorOf(page, 'whatsAppPhone')).toBe('The WhatsApp Phone must be either a valid phone number or e-mail');
    expect(await errorOf(page, 'addresses-0-phone')).toBe('The Phone field must be at least 10 characters');
    expect(await errorOf(page, 'addresses-0-email')).toBe('The Email field must be a valid email');
    expect(await errorOf(page, 'billingProgramIds-other')).toBe('This field is required');

    await page.locator('#firstName').fill('Ana');
    await page.locator('#lastName').fill('Rivera');
    await page.locator('#npi').fill('1234567893');
    await page.locator('#mdLicenseNumber').fill('12345');
    await page.locator('#email').fill('ana@clinic.example.com');
    await page.locator('#dateOfBirth').selectText();
    await page.locator('#dateOfBirth').press('Backspace');
    await page.locator('#dateOfBirth').pressSequentially('01151970');
    expect(await page.locator('#dateOfBirth').inputValue()).toBe('01-15-1970');
    await page.locator('#whatsAppPhone').fill('');
    await page.locator('#sex').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.locator('#addresses-0-phone').fill('(787) 555-0123');
    await page.locator('#addresses-0-email').fill('office@clinic.example.com');
    await page.locator('#addresses-0-street').fill('1 Calle Luna');
    await page.locator('#addresses-0-city').fill('San Juan');
    await page.locator('#addresses-0-state').fill('PR');
    await page.locator('#addresses-0-zip').fill('00901');
    await page.locator('#billingProgramIds-other').fill('In-house billing');
    await page.getByLabel('eClinicalWorks').click();
    await page.getByLabel('Facturación').click();
    for (const name of ['terms', 'privacy', 'hipaa'] as const) {
      await readToEnd(page, name);
      await page.locator(`label[for="consent-${name}-accept"]`).click();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(REGISTERED).waitFor();
    expect(api.state.registrations).toHaveLength(1);
    expect(api.state.registrations[0]).toMatchObject({
      firstName: 'Ana', lastName: 'Rivera', documentID: '1234567893', dob: '1970-01-15', sex: 'F', policyAcceptanceFlag: true,
      rmtBillingProgram: '2', otherBillingProgram: 'In-house billing', rmtRecordProgram: '5', rmtServices: '8',
    });
    await page.getByRole('button', { name: 'Register another physician' }).click();
    expect(await page.locator('#firstName').inputValue()).toBe('');
    expect(await page.locator('#consent-terms-accept').isDisabled()).toBe(true);
    await page.close();
  });
});
