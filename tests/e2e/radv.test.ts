import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { JsPdfProgressNote } from '@rafdesk/adapters/export/pdf';
import { ProgressNoteSubmissionSchema, toWireProgressNote, type PackManifest } from '@rafdesk/core';
import { demoSuite } from './harness/demo-suite.js';
import { DEMO_PASSWORD, DEMO_USERS } from './harness/demo-portal.js';
import { networkQuiet } from './harness/chromium.js';
import { pageOverflows } from './harness/axe.js';
import { inView, noBlockingAxe, pointerCounter, pointerEvents } from './harness/walk-checks.js';
import { focusedName, tabTo } from './harness/page-tools.js';
import { signedIn } from './coding/coding-tools.js';
import { typedDate } from './smart-pn/smart-pn-tools.js';

// The RADV audit tracker against the real demo portal: two patients of the demo doctor with billed HCCs (seeded through
// the API as a practice would: the patient form, a signed Smart PN with its PDF, Fast Coding and billing), an audit
// opened by keyboard alone as Admin (a refusal told under its field first), the pack's progress then Built with its
// counts, the cover sheets, the zip read back against its manifest; axe in every state at 1366 px; and a doctor, who
// may not build packs, neither sees the menu entry nor opens the screen.

const suite = demoSuite();
const { browsers } = suite;

const CONTRACT = 'H7001';
const DOB = '1950-06-15';

/** A demo user's API session with its user id (a Smart PN names its author). */
async function apiAs(role: keyof typeof DEMO_USERS) {
  const base = suite.baseUrl();
  const signIn = await fetch(`${base}/api/Authentication`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: DEMO_USERS[role], password: DEMO_PASSWORD }),
  });
  const { token, userId } = (await signIn.json()) as { token: string; userId: number };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  };
  return { userId, call };
}

type Api = Awaited<ReturnType<typeof apiAs>>;
interface Member { readonly recordId: number; readonly doctorId: number; readonly name: string }

async function patient(api: Api, firstName: string, contractNumber: string, documentId: string): Promise<Member> {
  const { insurances, plans } = await api.call<{ insurances: { insuranceID: number }[]; plans: { planID: number; insuranceID: number | null }[] }>('GET', 'Patients/PatientsResolve');
  const insuranceID = insurances[0]!.insuranceID;
  const created = await api.call<{ recordID: number; doctorId: number }>('POST', 'Patients', {
    documentID: documentId, firstName, lastName: 'Radvseed', sexId: 'F', dob: DOB, insuranceID, planID: plans.find((plan) => plan.insuranceID === insuranceID)!.planID,
    insuranceContractNo: contractNumber, drRecordID: null, phone: '(787) 555-0188', mobile: null, email1: null, street: '9 Calle Rio', city: 'Ponce', state: 'PR', zip: '00716',
    doctorID: null, email2: null,
  });
  return { recordId: created.recordID, doctorId: created.doctorId, name: `${firstName} Radvseed` };
}

/** A Smart PN signed for E11.22 with its MEAT, its PDF naming the member, her date of birth, the date of service and the provider. */
async function signedNote(api: Api, member: Member): Promise<void> {
  const typed = typedDate(1);
  const shown = typed.replaceAll('-', '/');
  const diagnosis = { code: 'E11.22', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', clinicalManifestations: null, treatment: null,
    meat: ['monitor', 'treat'], evidence: 'A1c 7.4 and eGFR 52 reviewed; metformin continued.' };
  const pdf = (await new JsPdfProgressNote().print({
    title: `Progress Note: ${member.name}`,
    blocks: [
      { title: 'Provider Information', lines: [['Provider', 'Demo Doctor'], ['Specialty', 'Internal Medicine']] },
      { title: 'Patient Information', lines: [['Patient', member.name], ['Date of birth', '06/15/1950']] },
      { title: 'Encounter', lines: [['Service Date', shown], ['Encounter type', 'face-to-face']] },
    ],
    diagnoses: [{ ...diagnosis, meat: ['monitor', 'treat'] }],
    signature: `Electronically signed by Demo Doctor for the encounter of ${shown}.`,
    footer: 'RADV browser test',
  }, member.recordId))._unsafeUnwrap();
  // The wire as the wizard sends it, from core's own writer.
  const note = ProgressNoteSubmissionSchema.parse({
    recordId: member.recordId, doctorId: member.doctorId, userId: api.userId, draftId: null, visitOptionIds: [], serviceDate: `${typed.slice(6)}-${typed.slice(0, 5)}`,
    encounterType: 'face-to-face', specialty: 'Internal Medicine', provider: 'Demo Doctor', cpt: null, otherCpt: null, diagnoses: [diagnosis], medications: [],
    pdfBase64: Buffer.from(pdf.bytes).toString('base64'), otherTexts: {},
    values: { ageOfMenarche: null, gravida: null, para: null, abortion: null, cSection: null, painIntensity: null, location: null, otherAssessmentNote: null, lastMenstrualPeriod: null, duration: null },
  });
  await api.call('POST', 'Forms/PostSmartPN', toWireProgressNote(note));
}

async function billed(api: Api, member: Member, codes: readonly string[]): Promise<void> {
  await api.call('POST', 'Patients/AddDiagnostics', { recordID: member.recordId, diagnostics: codes.join(','), optimizerFlag: false });
  await api.call('PUT', 'Patients/UpdateBillingSemesterList', { recordID: member.recordId, diagnosticID: codes.join(','), billing: true, billingSemester: 1 });
}

/** Alba: E11.22 billed, documented by a signed note with MEAT (ready). Bruno: I50.9 billed, no note (unsupported). */
async function seedMembers(): Promise<{ alba: Member; bruno: Member }> {
  const doctor = await apiAs('Doctor');
  const alba = await patient(doctor, 'Alba', 'RV-7001', '7RADV000001');
  const bruno = await patient(doctor, 'Bruno', 'RV-7002', '7RADV000002');
  await signedNote(doctor, alba);
  await billed(doctor, alba, ['E1122']);
  await billed(doctor, bruno, ['I509']);
  return { alba, bruno };
}

/** Opens a menu group by keyboard from the page's heading and lists its items. */
async function menuGroup(page: Page, group: string): Promise<string[]> {
  await tabTo(page, new RegExp(`^${group}$`), 150, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  const items = page.locator('.main-menu__submenu:not([hidden]) .main-menu__subitem');
  await items.first().waitFor();
  return items.allInnerTexts();
}

describe('the RADV audit tracker', () => {
  it('as Admin, by keyboard alone: a refusal under its field, an audit of two patients built with its counts, the cover sheets and the zip; axe at 1366 px', async () => {
    const { alba, bruno } = await seedMembers();
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.setViewportSize({ width: 1366, height: 900 });
    await pointerCounter(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const before = await pointerEvents(page);

    // Patients → RADV Audits, from the menu.
    await expect.poll(() => focusedName(page)).toBe('Dashboard');
    expect(await menuGroup(page, 'Patients')).toContain('RADV Audits');
    for (let step = 0; step < 10 && (await focusedName(page)) !== 'RADV Audits'; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'RADV Audits' }).waitFor();
    expect(await page.title()).toBe('RADV Audits · RAFdesk');
    await networkQuiet(page);
    await noBlockingAxe(page, 'list');
    await inView(page, 'New audit');
    expect(await pageOverflows(page)).toBe(false);

    // The dialog: the contract and the members, but no due date: the server's refusal is told under the due date.
    await tabTo(page, /^New audit$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New audit' });
    await dialog.waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^Contract/);
    await noBlockingAxe(page, 'dialog open');
    await inView(page, 'Open the audit');
    await page.keyboard.type(CONTRACT);
    await tabTo(page, /^Find a patient/, 10);
    await page.keyboard.type('Radvseed');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').filter({ hasText: '2 patients found.' }).waitFor();
    await noBlockingAxe(page, 'search results open');
    for (const member of [alba, bruno]) {
      await tabTo(page, new RegExp(`^Add ${member.name} as a member$`), 10);
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: `Added ${member.name}` }).waitFor();
    }
    await dialog.getByText('Members picked: 2').waitFor();
    await tabTo(page, /^Open the audit$/, 20);
    await page.keyboard.press('Enter');
    const dueDate = dialog.getByLabel(/^Due date/);
    await dialog.locator('#radv-due-date-error').filter({ hasText: 'Must be a real date written MM-DD-YYYY' }).waitFor();
    expect(await dueDate.getAttribute('aria-describedby')).toBe('radv-due-date-error');
    // Told once, under its field: no toast repeats the server's words.
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    // The first field the server refused has the focus, so the fix is typed at once.
    await expect.poll(() => focusedName(page)).toMatch(/^Due date/);
    await noBlockingAxe(page, 'dialog with the error text');
    const due = typedDate(-120);
    await page.keyboard.type(due.replaceAll('-', ''));
    expect(await dueDate.inputValue()).toBe(due);
    await tabTo(page, /^Open the audit$/, 30);
    await page.keyboard.press('Enter');

    // Opened and announced; the pack builds in the background, its bar then says Built with the counts.
    await page.getByRole('alert').filter({ hasText: new RegExp(`Audit ${CONTRACT} PY\\d{4} is opened with 2 members; its pack is building`) }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const bar = page.getByRole('progressbar', { name: new RegExp(`^Pack of ${CONTRACT} PY\\d{4}, due `) });
    await bar.waitFor();
    expect(await bar.getAttribute('max')).toBe('2');
    const row = page.getByRole('row').filter({ has: bar });
    await row.getByText('Built: 2 of 2 members').waitFor({ timeout: 60_000 });
    expect(await bar.evaluate((element) => (element as HTMLProgressElement).value)).toBe(2);
    await page.getByRole('alert').filter({ hasText: new RegExp(`The pack of audit ${CONTRACT} PY\\d{4} is built: 1 ready, 0 weak, 1 unsupported`) }).waitFor();
    // Contract, payment year, members, due date with the days left, status, then ready / weak / unsupported.
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(cells.slice(0, 3)).toEqual([CONTRACT, expect.stringMatching(/^\d{4}$/), '2']);
    expect(cells[3]).toMatch(new RegExp(`^${due.replaceAll('-', '/')} \\d+ days left$`));
    expect(cells.slice(5, 8)).toEqual(['1', '0', '1']);
    await noBlockingAxe(page, 'list with a built pack');
    for (const name of [new RegExp(`^Cover sheets of ${CONTRACT} PY`), new RegExp(`^Download pack of ${CONTRACT} PY`)]) await inView(page, name);
    expect(await pageOverflows(page)).toBe(false);

    // The cover sheets: each member, each billed HCC with its record and verdict.
    await tabTo(page, new RegExp(`^Cover sheets of ${CONTRACT} PY`), 60);
    await page.keyboard.press('Enter');
    const sheets = page.getByRole('region', { name: new RegExp(`^Cover sheets of ${CONTRACT} PY`) });
    const albaSheet = sheets.getByRole('article', { name: new RegExp(`^${alba.name}`) });
    const diabetes = albaSheet.getByRole('row', { name: /^HCC37 / });
    await diabetes.waitFor();
    expect(await diabetes.innerText()).toMatch(/E11\.22[\s\S]*Note \d+, DOS [\d/]+, Face-to-face visit, Demo Doctor: Ready[\s\S]*Ready/);
    const brunoSheet = sheets.getByRole('article', { name: new RegExp(`^${bruno.name}`) });
    expect(await brunoSheet.getByRole('heading').innerText()).toMatch(/Unsupported$/);
    expect(await brunoSheet.getByRole('row', { name: /^HCC226 / }).innerText()).toMatch(/I50\.9\s+No record\s+Unsupported/);
    await noBlockingAxe(page, 'cover sheets');
    expect(await pageOverflows(page)).toBe(false);

    // The zip: a PDF per member and the cover sheets, each file's SHA-256 as its manifest says.
    await tabTo(page, new RegExp(`^Download pack of ${CONTRACT} PY`), 60, 'Shift+Tab');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^RADV-${CONTRACT}-PY\\d{4}-audit-\\d+\\.zip$`));
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as PackManifest;
    expect(manifest.contract).toBe(CONTRACT);
    expect(Object.keys(files).sort()).toEqual([...manifest.files.map((file) => file.name), 'manifest.json'].sort());
    expect(manifest.files.map((file) => file.name)).toEqual([`member-001-record-${alba.recordId}.pdf`, `member-002-record-${bruno.recordId}.pdf`, 'cover-sheets.json']);
    for (const file of manifest.files) expect(createHash('sha256').update(files[file.name]!).digest('hex')).toBe(file.sha256);
    expect(await pointerEvents(page)).toBe(before);
  }, 240_000);

  it('a doctor, who may not build packs, has no menu entry, and the address sends them to the dashboard', async () => {
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Dashboard');
    const patients = await menuGroup(page, 'Patients');
    expect(patients).toContain('Gap Worklist');
    expect(patients).not.toContain('RADV Audits');
    await page.goto(`${suite.baseUrl()}/radvAudits`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'RADV Audits' }).count()).toBe(0);
  }, 120_000);
});
