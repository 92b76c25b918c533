import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSuite } from './harness/demo-suite.js';
import { networkQuiet } from './harness/chromium.js';
import { signedIn, type WirePatient } from './coding/coding-tools.js';
import { pageOverflows, runAxe } from './harness/axe.js';
import { answer, answerRequiredQuestions, giveEvidence, pdfText, PortalApi, searchAndAttach, typedDate } from './smart-pn/smart-pn-tools.js';
import { chooseDropdownOption, tabTo } from './harness/page-tools.js';

// The Smart Progress Note in chromium against the demo practice: a doctor writes, leaves, resumes and submits a note,
// reads its PDF back; bad input is refused with a message and nothing is posted; InsuranceStaff reads PN History only.

const TWELVE = ['E1122', 'I5022', 'N1831', 'J449', 'F329', 'I10', 'E785', 'M170', 'K219', 'G4733', 'E039', 'I2510'];

const suite = demoSuite();
const { browsers } = suite;

/** Every note and draft the page posts. */
function posts(page: Page) {
  const sent = { notes: 0, drafts: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().includes('/Forms/PostSmartPN')) sent.notes += 1;
    if (request.url().includes('/Forms/SaveNoteDraft')) sent.drafts += 1;
  });
  return sent;
}

async function patients(api: PortalApi): Promise<WirePatient[]> {
  return api.call<WirePatient[]>('GET', 'Patients/GetPatientList?pageNumber=1&pageSize=1000');
}

/** Create Smart PN in the records view: the wizard opens in the modal, on the record's address with smartPN=0 (a new note). */
async function createSmartPn(page: Page, recordId: number) {
  await page.goto(`${suite.baseUrl()}/record/${recordId}`);
  await page.getByRole('heading', { level: 1, name: 'Diagnostics' }).waitFor();
  await page.getByRole('button', { name: 'Create Smart PN' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Smart Progress Note' }).waitFor();
  // A click on the backdrop leaves the modal open.
  await page.mouse.click(5, 5);
  await page.getByRole('dialog').getByLabel(/^Service Date/).waitFor();
  const address = new URL(page.url());
  expect([address.pathname, address.searchParams.get('smartPN')]).toEqual([`/record/${recordId}`, '0']);
}

/** No critical or serious axe violation on the page as it is now. */
async function accessible(page: Page, where: string) {
  const figure = await runAxe(page);
  expect({ where, failures: figure.critical + figure.serious > 0 ? figure.failures : [] }).toEqual({ where, failures: [] });
}


describe('the Smart Progress Note in the browser', () => {
  it('as doctor: writes a female patient\'s note, leaves it, resumes it from PN History with every answer, submits it and reads the PDF back', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const female = (await patients(api)).find((patient) => patient.sex === 'F' && patient.patientStatus);
    if (!female) throw new Error('the demo doctor has no active female patient');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    const sent = posts(page);
    await createSmartPn(page, female.recordID);
    expect(await page.getByRole('tab', { name: '2. SOAP Note' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Gender').inputValue()).toBe('Female');

    // A service date outside the 90-day window keeps the wizard on Information with the reason.
    await page.getByLabel(/^Service Date/).pressSequentially(typedDate(100).replaceAll('-', ''));
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Service Date' }).waitFor();
    expect(await page.getByRole('tab', { name: '1. Information' }).getAttribute('aria-selected')).toBe('true');
    const serviceDate = typedDate(2);
    await page.getByLabel(/^Service Date/).fill('');
    await page.getByLabel(/^Service Date/).pressSequentially(serviceDate.replaceAll('-', ''));
    await chooseDropdownOption(page, 'pn-encounter-type', 'Video telehealth');
    await page.getByRole('button', { name: 'Next' }).first().click();

    // SOAP: a missing required answer is named; the pregnancy and OB-GYN questions are asked of a woman.
    await page.getByRole('tab', { name: '2. SOAP Note', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Chief Complaint: This field is required' }).waitFor();
    await page.getByRole('group', { name: /^OB-GYN History/ }).waitFor();
    await page.getByRole('group', { name: /^Pregnancy/ }).waitFor();
    expect(await page.getByRole('group', { name: /^Genitalia \/ Male/ }).count()).toBe(0);
    await answerRequiredQuestions(page);
    // Answers that contradict each other cannot both stand, and a missing "specify" text is named with its question.
    await answer(page, 'ROS - Eyes', 'Negative');
    await answer(page, 'ROS - Eyes', 'Positive');
    expect(await page.getByRole('group', { name: /^ROS - Eyes/ }).getByLabel('Negative', { exact: true }).isChecked()).toBe(false);
    await answer(page, 'Surgical History', 'Other');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Surgical History (Other): This field is required' }).waitFor();
    await page.getByLabel('Surgical History: specify Other').fill('Cataract surgery');
    await page.getByLabel('Gravida').fill('2');
    await searchAndAttach(page, 'E1122');
    await searchAndAttach(page, 'I10');
    await page.getByRole('button', { name: 'Next' }).first().click();

    // DX: evidence for one diagnosis, then the draft is saved and the route names it.
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Attach E1122' }).isChecked()).toBe(true);
    await giveEvidence(page, 'E1122', 'Treat', 'Continue metformin 500 mg twice daily for type 2 diabetes with kidney disease.');
    await accessible(page, 'DX tab in the records view\'s modal');
    await page.getByText(/^Progress Note In Progress\. Created Date: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3_500);

    // The draft's id is in the address: a refresh opens the modal on the same draft.
    await page.waitForURL((url) => Number(url.searchParams.get('smartPN')) > 0);
    await page.reload();
    await page.getByRole('dialog').getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    expect(await page.getByLabel('Supporting sentence for E1122').inputValue()).toContain('Continue metformin');

    // Leave, then come back through PN History to the same draft.
    await page.goto(`${suite.baseUrl()}/record/${female.recordID}`);
    await page.getByRole('button', { name: 'PN History' }).click();
    await page.waitForURL(`**/smartPNHistory/${female.recordID}`);
    await page.getByRole('button', { name: /^Continue the draft saved / }).first().click();
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    expect(await page.getByLabel('Supporting sentence for E1122').inputValue()).toContain('Continue metformin');
    expect(await page.getByRole('checkbox', { name: 'Treat E1122' }).isChecked()).toBe(true);
    expect(await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Attach I10' }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: '2. SOAP Note' }).click();
    expect(await page.getByRole('group', { name: /^Onset/ }).getByLabel('Gradual').isChecked()).toBe(true);
    expect(await page.getByLabel('Name of Medication 1').inputValue()).toBe('Metformin');
    expect(await page.getByLabel('Gravida').inputValue()).toBe('2');
    await page.getByRole('tab', { name: '1. Information' }).click();
    expect(await page.getByLabel(/^Service Date/).inputValue()).toBe(serviceDate);
    expect(await page.locator('.p-dropdown:has(#pn-encounter-type)').innerText()).toContain('Video telehealth');
    await page.getByRole('tab', { name: '3. DX' }).click();

    // An attached diagnosis without evidence is flagged and Submit is refused until it has some.
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByLabel('CPT').selectOption({ label: '99213 - Established patient, low complexity' });
    // The chosen CPT reads whole: its text, the padding and the arrow fit in the select.
    expect(await page.getByLabel('CPT').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(select.selectedOptions[0]?.text ?? '').width + Number.parseFloat(style.paddingLeft) + 24 <= select.clientWidth;
    })).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'I10 has no MEAT evidence' }).waitFor();
    await accessible(page, 'DX tab with a flagged diagnosis');
    expect(sent.notes).toBe(0);
    await giveEvidence(page, 'I10', 'Monitor', 'Blood pressure 128/78 today, at goal on lisinopril.');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await page.getByText('The progress note was submitted.').waitFor({ timeout: 30_000 });
    await accessible(page, 'PN Summary after Submit');
    expect(sent.notes).toBe(1);
    expect(await page.getByRole('button', { name: 'Save as Draft' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: '1. Information' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).first().isDisabled()).toBe(true);

    // PN History lists the note; its PDF holds the patient, the service date, each diagnosis with its evidence and the signature.
    await page.getByRole('button', { name: 'PN History' }).click();
    const notes = page.getByRole('table', { name: 'Submitted notes' });
    await notes.getByText('E1122, I10').waitFor();
    expect(await page.getByRole('table', { name: 'Drafts in progress' }).getByText('There are no drafts for this record').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), notes.getByRole('button', { name: /^Open the PDF/ }).first().click()]);
    expect(download.suggestedFilename()).toBe(`SmartPN-${female.recordID}.pdf`);
    const text = await pdfText(download);
    // Dates are printed MM/DD/YYYY, as every screen shows them.
    expect(text).not.toContain(serviceDate);
    for (const expected of [female.fullName, serviceDate.replaceAll('-', '/'), 'Video telehealth', 'E1122', 'Treat: Continue metformin 500 mg twice daily', 'I10', 'Monitor: Blood pressure 128/78 today', 'Electronically signed by']) {
      expect(text).toContain(expected);
    }
    // The dashboard lists the note (home forms) for the doctor: axe, a 1366 px window, and by keyboard alone to its PN History.
    await page.goto(`${suite.baseUrl()}/dashboard`);
    const homeForms = page.getByRole('region', { name: 'Progress notes' });
    const openHistory = homeForms.getByRole('button', { name: `PN History of ${female.fullName} (note of ${serviceDate.replaceAll('-', '/')})` });
    await openHistory.waitFor();
    await networkQuiet(page);
    await accessible(page, 'dashboard with a progress note');
    await page.setViewportSize({ width: 1366, height: 900 });
    const box = await openHistory.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
    expect(await pageOverflows(page)).toBe(false);
    await homeForms.getByLabel('Search by patient name:').focus();
    await page.keyboard.type(female.fullName.split(' ')[0] ?? '');
    await page.keyboard.press('Enter');
    await tabTo(page, new RegExp(`^PN History of ${female.fullName} `));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/smartPNHistory/${female.recordID}`);
    // The record's diagnoses are documented by the note for its service date, in the records table too.
    await page.goto(`${suite.baseUrl()}/record/${female.recordID}`);
    await page.getByRole('img', { name: `Documented by a progress note of ${serviceDate.replaceAll('-', '/')}` }).first().waitFor();
    const rows = await api.call<{ diagnosticId: string; pnFlag: boolean; serviceDate: string | null; diagnosisSource: string }[]>('GET', `Patients/GetRecordDiagnostics?pageNumber=1&pageSize=1000&RecordID=${female.recordID}`);
    const noted = rows.filter((row) => ['E1122', 'I10'].includes(row.diagnosticId));
    expect(noted.every((row) => row.pnFlag)).toBe(true);
    // The encounter type chosen on Information is the source of the diagnoses the note put on the record.
    const [month, day, year] = serviceDate.split('-');
    const ofTheNote = noted.filter((row) => row.serviceDate === `${year}-${month}-${day}`);
    expect(ofTheNote.map((row) => `${row.diagnosticId} ${row.diagnosisSource}`).sort()).toEqual(['E1122 video-telehealth', 'I10 video-telehealth']);
  }, 300_000);

  it('as doctor: hides the pregnancy and OB-GYN questions from a man, refuses a 13th diagnosis, and reports a broken or missing draft; nothing is posted', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const male = (await patients(api)).find((patient) => patient.sex === 'M' && patient.patientStatus && patient.dXs === 0);
    if (!male) throw new Error('the demo doctor has no active male patient without diagnostics');
    await api.call('POST', 'Patients/AddDiagnostics', { recordID: male.recordID, diagnostics: [...TWELVE, 'N400'].join(','), optimizerFlag: false });
    await api.call('POST', 'Diagnostics/TempDiagnostics', { recordID: male.recordID, diagnostics: TWELVE.join(',') });
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    const sent = posts(page);
    await createSmartPn(page, male.recordID);
    expect(await page.getByLabel('Gender').inputValue()).toBe('Male');
    await page.getByLabel(/^Service Date/).pressSequentially(typedDate(0).replaceAll('-', ''));
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('group', { name: /^Genitalia \/ Male/ }).waitFor();
    expect(await page.getByRole('group', { name: /^OB-GYN History/ }).count()).toBe(0);
    expect(await page.getByRole('group', { name: /^Pregnancy/ }).count()).toBe(0);
    await searchAndAttach(page, 'N400');
    await page.getByText('Selection exceeded - Please select up to 12 diagnostics').waitFor();
    await answerRequiredQuestions(page);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    expect(await page.getByText('12 of 12 diagnostics attached', { exact: false }).count()).toBe(1);
    await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Attach N400' }).click();
    await page.getByText('Selection exceeded - Please select up to 12 diagnostics').waitFor();
    expect(await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Attach N400' }).isChecked()).toBe(false);
    expect(sent.notes).toBe(0);

    // A draft whose sections do not read back: a clear message, and nothing saved over it.
    const [broken] = await api.call<{ id: number }[]>('POST', 'Forms/SaveNoteDraft', {
      recordId: male.recordID, ID: 0, progressNote_Data: JSON.stringify({ pnInfo: 1, soap: 'x', dx: null, summary: {}, soapOtherValues: {} }),
    });
    const before = sent.drafts;
    await page.goto(`${suite.baseUrl()}/smartPN/${male.recordID}/${broken?.id}`);
    await page.getByText(/The saved draft could not be read: its Information section is not in the expected form/).waitFor();
    await page.waitForTimeout(4_000);
    expect(sent.drafts).toBe(before);
    expect(sent.notes).toBe(0);

    // On its own route, a new note first offers the record's open draft; a new one's first save replaces the address with its id.
    await page.goto(`${suite.baseUrl()}/smartPN/${male.recordID}/0`);
    await page.getByRole('region', { name: 'A note is in progress' }).getByRole('button', { name: 'Start a new note' }).click();
    await page.getByLabel(/^Service Date/).pressSequentially(typedDate(1).replaceAll('-', ''));
    await page.waitForURL(new RegExp(`/smartPN/${male.recordID}/[1-9]\\d*$`), { timeout: 15_000 });
    expect(sent.notes).toBe(0);

    // A draft that does not exist sends the user to the Dashboard.
    await page.goto(`${suite.baseUrl()}/smartPN/${male.recordID}/999999`);
    await page.waitForURL('**/dashboard');
  }, 300_000);

  it('as doctor: attaches each of twelve codes once when the record lists some twice (one row per service date)', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const patient = (await patients(api)).find((candidate) => candidate.patientStatus && candidate.dXs === 0 && candidate.sex === 'F');
    if (!patient) throw new Error('the demo doctor has no active female patient without diagnostics');
    await api.call('POST', 'Patients/AddDiagnostics', { recordID: patient.recordID, diagnostics: TWELVE.join(','), optimizerFlag: false });
    // A second row of two codes, for another date of service (as a submitted note adds them).
    for (const code of ['E039', 'I10']) await api.call('POST', 'Diagnostics', { recordID: patient.recordID, diagnosticId: code, serviceDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) });
    await api.call('POST', 'Diagnostics/TempDiagnostics', { recordID: patient.recordID, diagnostics: TWELVE.join(',') });
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.goto(`${suite.baseUrl()}/record/${patient.recordID}`);
    await page.getByText(/^DOS \d{2}\/\d{2}\/\d{4} · /).first().waitFor();
    await page.getByRole('button', { name: 'Create Smart PN' }).click();
    await page.getByRole('dialog').getByLabel(/^Service Date/).pressSequentially(typedDate(1).replaceAll('-', ''));
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('tab', { name: '2. SOAP Note', selected: true }).waitFor();
    await answerRequiredQuestions(page);
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    expect(await page.getByText('12 of 12 diagnostics attached', { exact: false }).count()).toBe(1);
    for (const code of TWELVE) {
      const attach = page.getByRole('tabpanel').getByRole('checkbox', { name: `Attach ${code}`, exact: true });
      expect(await attach.count(), code).toBe(1);
      expect(await attach.isChecked(), code).toBe(true);
    }
  }, 300_000);

  it('as insurance: PN History opens read-only', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'InsuranceStaff');
    const list = await api.call<WirePatient[]>('GET', 'Patients?pageNumber=1&pageSize=50');
    const patient = list[0];
    if (!patient) throw new Error('the demo insurance user reaches no patient');
    const page = await signedIn(suite.baseUrl(), 'InsuranceStaff', browsers);
    await page.goto(`${suite.baseUrl()}/smartPNHistory/${patient.recordID}`);
    await page.getByRole('heading', { level: 1, name: 'Smart PN History' }).waitFor();
    await page.getByRole('table', { name: 'Submitted notes' }).waitFor();
    await networkQuiet(page);
    expect(await page.getByRole('button', { name: 'Create Smart PN' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Continue|Delete) the draft/ }).count()).toBe(0);
  }, 120_000);
});
