import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { networkQuiet } from './harness/chromium.js';
import { openRecord, pasteCodes, signedIn, stored, type WirePatient } from './coding/coding-tools.js';
import { pageOverflows, runAxe } from './harness/axe.js';
import { chooseDropdownOption, focusedName, tabTo } from './harness/page-tools.js';
import { answerRequiredQuestions, giveEvidence, PortalApi, searchAndAttach, typedDate } from './smart-pn/smart-pn-tools.js';

// Keeping the money in chromium against the demo practice, one page walk: a high-risk code inserted by Fast Coding is
// flagged on the record card (why, alternative, the RAF change), "RAF that counts" stands beside "RAF coded"; Submit of
// an audio-only note with an HCC names the code and the fix and is signed anyway with a reason; the flagged code is
// then justified by keyboard in its dialog, naming that note; the patient list shows RAF that counts. Axe finds
// nothing critical or serious in any state. The general report sums it per doctor and for the practice, exported to Excel.

const suite = demoSuite();
const { browsers } = suite;

async function accessible(page: Page, where: string) {
  // A toast or dialog fading in or out is half transparent: axe reads its contrast once it stands.
  await page.waitForFunction(() => document.querySelector('.p-toast-message-enter, .p-toast-message-exit, [class*="-enter-active"], [class*="-exit-active"]') === null);
  const figure = await runAxe(page);
  const toasts = figure.critical + figure.serious > 0 ? await page.locator('.p-toast-message').allInnerTexts() : [];
  expect({ where, failures: figure.critical + figure.serious > 0 ? [...figure.failures, ...toasts] : [] }).toEqual({ where, failures: [] });
}

describe('keeping the money in the browser', () => {
  it('as doctor: flags I63.9 on Fast Coding with why, alternative and RAF change; signs an audio-only note anyway; justifies the flag by keyboard', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const list = await api.call<WirePatient[]>('GET', 'Patients/GetPatientList?pageNumber=1&pageSize=1000');
    const patient = list.find((row) => row.dXs === 0 && row.patientStatus);
    if (!patient) throw new Error('the demo doctor has no active patient without diagnostics');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openRecord(page, suite.baseUrl(), patient.recordID);

    // Fast Coding inserts an acute stroke code at an office visit: the card flags it.
    await pasteCodes(page, ['I63.9', 'E11.9']);
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.getByLabel('Insert report').waitFor();
    await stored(page);
    const card = page.getByRole('region', { name: /^Counts for payment year \d{4}$/ });
    const flag = card.getByRole('listitem').filter({ hasText: 'I63.9' });
    await flag.getByText(/Why: .*inpatient/).waitFor({ timeout: 20_000 });
    await flag.getByText('Alternative: Z86.73').waitFor();
    await flag.getByText(/RAF change: payment score \d\.\d{3} with I63\.9, \d\.\d{3} with Z86\.73 \(−\d\.\d{3} if Z86\.73 is coded/).waitFor();
    await card.getByText('RAF that counts').waitFor();
    await card.getByText('RAF coded').waitFor();
    await card.getByText(/^Ledger: 0 of 2 diagnoses count/).click();
    await card.getByRole('cell', { name: /Does not count: .*No supporting note/ }).first().waitFor();
    await card.getByText('no-supporting-note').first().waitFor();
    await networkQuiet(page);
    await accessible(page, 'records view with a flag and the open ledger');
    expect(await pageOverflows(page)).toBe(false);

    // An audio-only note with an HCC: Submit names the code and the fix; signed anyway with a reason.
    await page.getByRole('button', { name: 'Create Smart PN' }).click();
    await page.getByRole('dialog').getByLabel(/^Service Date/).waitFor();
    await page.getByLabel(/^Service Date/).pressSequentially(typedDate(1).replaceAll('-', ''));
    await chooseDropdownOption(page, 'pn-encounter-type', 'Audio-only');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('tab', { name: '2. SOAP Note', selected: true }).waitFor();
    await answerRequiredQuestions(page);
    await searchAndAttach(page, 'E1122');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    await giveEvidence(page, 'E1122', 'Treat', 'Metformin 500 mg twice daily continued for diabetes with kidney disease.');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByLabel('CPT').selectOption({ label: '99213 - Established patient, low complexity' });
    await page.getByRole('button', { name: 'Submit' }).first().click();
    const integrity = page.getByRole('region', { name: 'Before signing' });
    await integrity.waitFor({ timeout: 30_000 });
    await integrity.getByText(/E11\.22 raises an HCC on an audio-only encounter.*see the patient by video or in person, or detach the code/).waitFor({ timeout: 30_000 });
    await accessible(page, 'Submit refused by the integrity checks');
    await page.getByLabel(/^Sign anyway: your reason/).fill('too short');
    await page.getByRole('button', { name: 'Sign anyway' }).click();
    await integrity.getByText('must say why in at least 20 characters').waitFor();
    await accessible(page, 'sign anyway with its error text');
    await page.getByLabel(/^Sign anyway: your reason/).fill('The patient has no video at home; a visit in person is booked next week.');
    await page.getByRole('button', { name: 'Sign anyway' }).click();
    await page.getByText('The progress note was submitted.').waitFor({ timeout: 30_000 });

    // Back on the record: justify I63.9 by keyboard alone, naming the signed note; the success is said.
    await openRecord(page, suite.baseUrl(), patient.recordID);
    const justify = card.getByRole('button', { name: 'Justify I63.9' });
    await justify.waitFor({ timeout: 20_000 });
    const box = await justify.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
    await tabTo(page, /^Justify I63\.9$/, 400);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Justify the high-risk code' });
    await dialog.waitFor();
    await accessible(page, 'justification dialog open');
    if (!/^Why it is supported/.test(await focusedName(page))) await tabTo(page, /^Why it is supported/, 10);
    await page.keyboard.type('short');
    await tabTo(page, /^Record the justification$/, 10);
    await page.keyboard.press('Enter');
    await dialog.getByText('must say why in at least 20 characters').waitFor();
    await accessible(page, 'justification dialog with its error text');
    await tabTo(page, /^Why it is supported/, 10, 'Shift+Tab');
    await page.keyboard.type(' Seen three days after discharge from the stroke unit; still under treatment.');
    await tabTo(page, /^Record the justification$/, 10);
    await page.keyboard.press('Enter');
    await page.locator('.p-toast-message-success').filter({ hasText: /^Saved/ }).locator('.p-toast-detail', { hasText: 'I63.9 is justified: it may be billed' }).waitFor();
    await card.getByText(/Justified on \d{4}-\d{2}-\d{2} \(note \d+\): .*Seen three days after discharge/).first().waitFor();
    await accessible(page, 'records view after the justification');

    // The patient list shows RAF that counts beside RAF Total for each row of the page.
    await page.goto(`${suite.baseUrl()}/patientList`);
    await page.getByRole('columnheader', { name: 'RAF that counts' }).waitFor();
    await page.getByRole('table').getByText(/^\d\.\d{3}$/).first().waitFor({ timeout: 30_000 });
    await networkQuiet(page);
    await accessible(page, 'patient list with RAF that counts');

    // The general report lists the override per doctor: who justified which code, why and with which note.
    await page.goto(`${suite.baseUrl()}/reports/insuranceGeneral`);
    const overrides = page.getByRole('region', { name: /^High-risk codes billed with a justification/ });
    await overrides.getByRole('cell', { name: 'I63.9' }).first().waitFor({ timeout: 30_000 });
    await overrides.getByRole('cell', { name: /Seen three days after discharge/ }).first().waitFor();
    await networkQuiet(page);
    await accessible(page, 'general report with the overrides');

    // The compliance section sums the doctor's records: the override counted, the practice's total last; exported by keyboard.
    const compliance = page.getByRole('region', { name: /^Compliance by doctor \(PY\d{4}\)/ });
    const overridesColumn = await compliance.getByRole('columnheader').allInnerTexts().then((headers) => headers.indexOf('Overrides'));
    const practiceRow = compliance.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Practice' }) });
    expect(Number(await practiceRow.getByRole('cell').nth(overridesColumn - 1).innerText())).toBeGreaterThanOrEqual(1);
    expect(await pageOverflows(page)).toBe(false);
    await page.locator('body').focus();
    const download = page.waitForEvent('download');
    await tabTo(page, /^Export Compliance to Excel$/);
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/^Compliance Report PY\d{4}.*\.xlsx$/);
    await page.locator('.p-toast-message-success').filter({ hasText: /^Saved/ }).locator('.p-toast-detail', { hasText: /^The compliance report of PY\d{4} was exported to Excel$/ }).waitFor();
    await accessible(page, 'general report with the compliance section exported');
  }, 240_000);
});
