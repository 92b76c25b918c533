import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { demoSuite } from './harness/demo-suite.js';
import { networkQuiet } from './harness/chromium.js';
import { pageOverflows } from './harness/axe.js';
import { inView, noBlockingAxe, pointerCounter, pointerEvents } from './harness/walk-checks.js';
import { dropdownClosed, focusedName, openScreen, tabTo } from './harness/page-tools.js';
import { signedIn } from './coding/coding-tools.js';
import { PortalApi, pdfText, typedDate } from './smart-pn/smart-pn-tools.js';

// The gaps screens against the real demo portal: the worklist (filters, order and page in the address, a gap marked
// not present by keyboard alone with its reason and history, the Excel export), axe in every state, the 1366 px
// layout, the dashboard's recapture curve against the API's figures, the records view's panel with the pre-visit summary
// PDF read back, and the Smart PN DX tab's gaps.

const suite = demoSuite();
const { browsers } = suite;

interface WireGap { key: string; hcc: string; hccLabel: string; valueCode: string; kind: string; standing: { state: string }; evidence: { text: string }[] }
interface WireRow { patient: { recordId: number; patientName: string }; gaps: WireGap[] }

describe('the gaps screens', () => {
  it('worklist: filters, order and page in the address, not present by keyboard with its reason and history, Excel, axe in every state at 1366 px', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const rows = await api.call<WireRow[]>('GET', 'Gaps/Worklist?pageNumber=1&pageSize=100');
    const row = rows.find((candidate) => candidate.gaps.some((gap) => gap.standing.state === 'open'));
    if (!row) throw new Error('the demo doctor\'s worklist has no open gap');
    const gap = row.gaps.find((candidate) => candidate.standing.state === 'open')!;
    const title = `${gap.hcc} ${gap.hccLabel}`;

    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.setViewportSize({ width: 1366, height: 900 });
    await pointerCounter(page);
    await page.goto(`${suite.baseUrl()}/gapWorklist`);
    await page.getByRole('heading', { level: 1, name: 'Gap Worklist' }).waitFor();
    await page.getByRole('button', { name: `Open the record of ${row.patient.patientName}` }).waitFor();
    await networkQuiet(page);
    await page.getByText(/days? left in this semester/).waitFor();
    await noBlockingAxe(page, 'worklist');
    for (const name of ['Search', 'Export to Excel', /^Show details of the gaps of/]) await inView(page, name);
    expect(await pageOverflows(page)).toBe(false);

    // A filter, the order and the page size go into the address, and a reload shows the list as it was.
    await page.locator('.p-dropdown:has(#worklist-kind)').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Recapture' }).waitFor();
    await noBlockingAxe(page, 'worklist, gap kind list open');
    await page.locator('.p-dropdown-panel').getByRole('option', { name: gap.kind === 'suspect' ? 'Suspect' : 'Recapture', exact: true }).click();
    await dropdownClosed(page);
    await expect.poll(() => page.url()).toMatch(new RegExp(`kind=${gap.kind}`));
    await page.getByRole('columnheader', { name: /Open RAF/ }).click();
    await expect.poll(() => page.url()).toMatch(/sort=openRaf&order=asc/);
    await networkQuiet(page);
    await page.getByRole('columnheader', { name: /Open RAF/ }).click();
    await expect.poll(() => page.url()).toMatch(/sort=openRaf&order=desc/);
    await page.locator('.p-paginator .p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: '20' }).click();
    await expect.poll(() => page.url()).toMatch(/size=20/);
    await page.reload();
    await page.getByRole('button', { name: `Open the record of ${row.patient.patientName}` }).waitFor();
    expect(await page.locator('.p-dropdown:has(#worklist-kind) .p-dropdown-label').innerText()).toBe(gap.kind === 'suspect' ? 'Suspect' : 'Recapture');
    expect(await page.getByRole('columnheader', { name: /Open RAF/ }).getAttribute('aria-sort')).toBe('descending');

    // A badly written HCC is told under its field.
    await page.getByLabel('HCC').fill('37');
    await page.getByLabel('HCC').press('Enter');
    await page.getByText('Write an HCC as HCC37').waitFor();
    await noBlockingAxe(page, 'worklist, HCC error');
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=openRaf&order=desc&size=20');

    // Keyboard alone: open the patient's gaps, mark one not present; the reason is required, Other needs words.
    const before = await pointerEvents(page);
    await page.getByRole('button', { name: `Show details of the gaps of ${row.patient.patientName}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: `Evidence for ${title}` }).waitFor();
    await page.getByRole('button', { name: `Not present: ${title}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Not present' });
    await dialog.waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/Reason/);
    await noBlockingAxe(page, 'not present dialog');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('This field is required').waitFor();
    await page.locator('#gap-reason').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Other' }).waitFor();
    await noBlockingAxe(page, 'not present dialog, reasons open');
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dropdownClosed(page);
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Say why the condition is not present when the reason is Other').waitFor();
    await noBlockingAxe(page, 'not present dialog, Other without words');
    await dialog.getByLabel(/^Why/).focus();
    await page.keyboard.type('Seen by the specialist in November: not present');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: `${title} is marked not present` }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await pointerEvents(page)).toBe(before);

    // Its history: who decided, from what to what, and why.
    await page.locator('.p-dropdown:has(#worklist-status)').click();
    // The panel just opened and done moving in (not the reason's list, which may still be fading out of the dialog).
    await page.locator('.p-dropdown-panel.p-connected-overlay-enter-done').getByRole('option', { name: 'Not present', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/status=not-present/);
    // The patient's row stays open across the filter's change.
    await page.getByRole('button', { name: `History of ${title}` }).click();
    const history = page.getByRole('table', { name: `History of ${title}` });
    await history.getByRole('cell', { name: 'Open → Not present' }).waitFor();
    expect(await history.innerText()).toContain('Other: Seen by the specialist in November: not present');
    await noBlockingAxe(page, 'worklist, history open');

    // Excel through the export worker: one line per gap listed.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('Gap Worklist.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Gap Worklist')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Patient');
    const lines = sheet.getSheetValues().slice(2) as unknown[][];
    expect(lines.some((line) => line[1] === row.patient.patientName && line[7] === gap.hcc && line[9] === 'Not present')).toBe(true);

    // An imported history: each line taken or refused with its reason, and a taken acute stroke code (no inpatient stay
    // on record) flagged high-risk with the code instead, told in the dialog.
    await page.getByRole('button', { name: 'Import history' }).click();
    const importing = page.getByRole('dialog', { name: 'Import history' });
    await importing.locator('#gap-history-file').setInputFiles({
      name: 'claims-2025.csv', mimeType: 'text/csv',
      buffer: Buffer.from(`Record ID,ICD-10 Code,Date of Service,Source\n${row.patient.recordId},E11.9,01-15-2025,claim\n${row.patient.recordId},NOTACODE,01-15-2025,claim\n${row.patient.recordId},I63.9,01-20-2025,claim\n`),
    });
    await importing.getByRole('button', { name: 'Import' }).click();
    await importing.getByText(/^2 lines taken, 1 of them flagged high-risk, 1 refused/).waitFor();
    expect(await importing.getByRole('table', { name: 'Lines refused' }).innerText()).toMatch(/3\s+ICD-10 Code:/);
    expect(await importing.getByRole('table', { name: /^Lines taken and flagged high-risk/ }).innerText()).toMatch(/4\s+I63\.9 \(2025-01-20\) is a high-risk code .* Code Z86\.73 instead/);
    await noBlockingAxe(page, 'history import, reported');
    await importing.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await importing.waitFor({ state: 'hidden' });

    // The page's patients as a day's list: one PDF, a page each.
    const [summaries] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pre-visit summaries of this page (PDF)' }).click()]);
    expect(summaries.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await pdfText(summaries)).toContain(row.patient.patientName);
  }, 180_000);

  it('the dashboard\'s recapture curve: every month\'s figure as the API gives it, the chart in words, the table reached by keyboard, axe clean at 1366 px', async () => {
    interface Point { share: number; documented: number; of: number }
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const curve = await api.call<{ serviceYear: number; thisYear: Point[]; lastYear: Point[] }>('GET', 'Gaps/RecaptureCurve');
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.setViewportSize({ width: 1366, height: 900 });
    await pointerCounter(page);
    await page.goto(`${suite.baseUrl()}/dashboard`);
    const table = page.getByRole('region', { name: 'Recapture by month' });
    await table.getByRole('rowheader', { name: `Your patients ${curve.serviceYear}` }).waitFor();
    await networkQuiet(page);
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    for (const [points, year] of [[curve.thisYear, curve.serviceYear], [curve.lastYear, curve.serviceYear - 1]] as const) {
      const cells = await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Your patients ${year}`, exact: true }) }).getByRole('cell').allInnerTexts();
      expect(cells).toHaveLength(12);
      // Months to come show a dash; each month so far its share and its counts.
      expect(cells.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([...points.map((point) => `${percent(point.share)} ${point.documented} of ${point.of}`), ...Array(12 - points.length).fill('—')]);
    }
    // Last year is whole; this year runs to the current month, so the demo always has a month of it to show.
    expect([curve.lastYear.length, curve.thisYear.length > 0]).toEqual([12, true]);
    // The chart is a picture: its name says the lines' latest figures in words.
    const last = curve.thisYear[curve.thisYear.length - 1];
    const month = new Date(Date.UTC(2000, curve.thisYear.length - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    const words = await page.getByRole('img', { name: /^Share of the HCCs of / }).getAttribute('aria-label');
    expect(words).toContain(last === undefined ? `Your patients ${curve.serviceYear}: no month yet` : `Your patients ${curve.serviceYear}: ${percent(last.share)} by the end of ${month}`);
    await tabTo(page, /^Recapture by month$/);
    expect(await pointerEvents(page)).toBe(0);
    const box = await page.locator('.recapture-curve').boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
    expect(await pageOverflows(page)).toBe(false);
    await noBlockingAxe(page, 'dashboard with the recapture curve');
  }, 120_000);

  it('insurance staff read their insurance\'s worklist and decide nothing', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'InsuranceStaff');
    const rows = await api.call<WireRow[]>('GET', 'Gaps/Worklist?pageNumber=1&pageSize=10');
    const page = await signedIn(suite.baseUrl(), 'InsuranceStaff', browsers);
    await openScreen(page, '/gapWorklist');
    await page.getByText(rows.length === 0 ? 'No patient has a gap that matches' : /Read only: your insurance's patients/).waitFor();
    expect(await page.getByRole('button', { name: 'Import history' }).count()).toBe(0);
    expect(await page.locator('#worklist-insurance').count()).toBe(0);
    const [first] = rows;
    if (first) {
      await page.getByRole('button', { name: `Show details of the gaps of ${first.patient.patientName}` }).click();
      await page.getByRole('button', { name: /^History of / }).first().waitFor();
      expect(await page.getByRole('button', { name: /^(Not present|Defer to next visit|Reopen|Add the code):/ }).count()).toBe(0);
    }
    await noBlockingAxe(page, 'worklist as insurance staff');
  }, 120_000);

  it('the records view lists the open gaps and downloads the pre-visit summary; the Smart PN DX tab attaches a gap\'s code to the note', async () => {
    const api = await PortalApi.signIn(suite.baseUrl(), 'Doctor');
    const rows = await api.call<WireRow[]>('GET', 'Gaps/Worklist?pageNumber=1&pageSize=100');
    // Another patient than the first test's, so each test passes alone and in any order.
    const row = [...rows].reverse().find((candidate) => candidate.gaps.some((gap) => gap.standing.state === 'open'));
    if (!row) throw new Error('the demo doctor\'s worklist has no open gap');
    const gap = row.gaps.find((candidate) => candidate.standing.state === 'open')!;
    const title = `${gap.hcc} ${gap.hccLabel}`;
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    await page.setViewportSize({ width: 1366, height: 900 });

    await openScreen(page, `/record/${row.patient.recordId}`);
    const panel = page.getByRole('region', { name: 'Open gaps' });
    await panel.getByRole('list', { name: `Evidence for ${title}` }).waitFor();
    expect(await panel.innerText()).toContain(gap.evidence[0]!.text);
    await noBlockingAxe(page, 'records view with its gaps');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Pre-visit summary (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(download);
    expect(text).toContain(row.patient.patientName);
    expect(text).toContain(gap.hcc);

    // A draft that has reached the DX tab: its gaps are above the diagnoses, and a gap's code is attached to the note.
    const [draft] = await api.call<{ id: number }[]>('POST', 'Forms/SaveNoteDraft', {
      recordId: row.patient.recordId, ID: 0,
      progressNote_Data: JSON.stringify({ pnInfo: { serviceDate: typedDate(0), addressIndex: 0, reachedTab: 2 }, soap: { selected: [], texts: {}, medications: [] }, dx: { attached: [] }, summary: { cpt: null, otherCpt: '', narrative: '' }, soapOtherValues: {} }),
    });
    await openScreen(page, `/smartPN/${row.patient.recordId}/${draft!.id}`);
    await page.getByRole('tab', { name: '3. DX', selected: true }).waitFor();
    const dxGaps = page.getByRole('region', { name: 'Open gaps' });
    await dxGaps.getByRole('list', { name: `Evidence for ${title}` }).waitFor();
    await noBlockingAxe(page, 'Smart PN DX tab with its gaps');
    const code = gap.valueCode.replace('.', '').toUpperCase();
    await dxGaps.getByRole('button', { name: `Attach to the note: ${gap.valueCode} for ${title}` }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: `Attach ${code}` }).isChecked()).toBe(true);
  }, 180_000);
});
