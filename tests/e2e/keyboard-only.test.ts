import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type TestBrowser } from './harness/chromium.js';
import type { Portal } from './harness/portal.js';
import { DEMO_PASSWORD, DEMO_USERS, startDemoPortal } from './harness/demo-portal.js';
import { runAxe } from './harness/axe.js';
import { ApiAs, type WirePatient } from './coding/coding-tools.js';
import { focusedName, tabTo } from './harness/page-tools.js';

// A doctor's day by keyboard alone: sign in, Patients List from the menu, a record, a billing box, sign out.

let portal: Portal;
let browser: TestBrowser;

beforeAll(async () => {
  portal = await startDemoPortal();
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
}, 60_000);

describe('keyboard only', () => {
  it('signs in, opens the Patients List from the menu, opens a record, ticks a billing box and signs out without a mouse event', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      const seen = { count: 0 };
      (window as unknown as { pointerEvents: typeof seen }).pointerEvents = seen;
      for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup']) window.addEventListener(type, () => { seen.count += 1; }, true);
    });
    const pointerEvents = () => page.evaluate(() => (window as unknown as { pointerEvents: { count: number } }).pointerEvents.count);
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await tabTo(page, /^User name/);
    await page.keyboard.type(DEMO_USERS.Doctor);
    await tabTo(page, /^Password/);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Focus starts on the new page's heading; the menu is behind it, before the page's content.
    await expect.poll(() => focusedName(page)).toBe('Dashboard');
    await tabTo(page, /^Patients$/, 150, 'Shift+Tab');
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 10 && !/^Patients List/.test(await focusedName(page)); step += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Patients List');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Patients List' }).waitFor();
    expect(await page.title()).toBe('Patients List · RAFdesk');

    await page.locator('tbody tr:not(.p-datatable-emptymessage)').first().waitFor();
    await tabTo(page, /^Details of /);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/record/*');
    await page.getByText(/^Stored figures$/).waitFor({ timeout: 30_000 });

    const box = page.getByRole('checkbox', { name: /^Billing Second Semester / }).and(page.locator(':enabled')).first();
    const boxName = await box.getAttribute('aria-label') ?? '';
    const wasChecked = await box.isChecked();
    await tabTo(page, new RegExp(`^${boxName}$`), 400);
    const saved = page.waitForResponse((response) => response.url().includes('Patients/UpdateBillingSemester') && response.status() === 200);
    await page.keyboard.press('Space');
    await saved;
    expect(await page.getByRole('checkbox', { name: boxName }).isChecked()).toBe(!wasChecked);
    await page.getByText(/^Stored figures$/).waitFor();

    await tabTo(page, /^Log Out$/, 400, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    expect(await pointerEvents()).toBe(0);
    await page.close();
  }, 180_000);

  it('sorts the Patients List on the server and sorts and ticks the calculator\'s table by keyboard; both pass axe and keep their controls in view at 1366 px', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const axeClean = async (screen: string) => {
      const figure = await runAxe(page);
      expect({ screen, failures: figure.critical + figure.serious > 0 ? figure.failures : [] }).toEqual({ screen, failures: [] });
    };
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByLabel('User name').fill(DEMO_USERS.Doctor);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');

    const listReads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/Patients') listReads.push(url);
    });
    await page.goto(`${portal.baseUrl}/patientList`);
    await page.getByRole('button', { name: /^Details of / }).first().waitFor();
    // The column header, not the search box whose label starts alike.
    await tabTo(page, /^Patient Name$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => listReads.at(-1)?.searchParams.get('sortOrder')).toBe('asc');
    await page.keyboard.press('Enter');
    await expect.poll(() => listReads.at(-1)?.searchParams.get('sortOrder')).toBe('desc');
    expect(listReads.at(-1)?.searchParams.get('sortField')).toBe('patientName');
    // The first row is the first of the whole list in that order, not of the page that was shown.
    const api = await ApiAs.signIn(portal.baseUrl, 'Doctor');
    const whole = await api.get<WirePatient[]>('Patients?pageNumber=1&pageSize=1000&sortField=patientName&sortOrder=desc');
    await expect.poll(() => page.getByRole('button', { name: /^Details of / }).first().getAttribute('aria-label')).toBe(`Details of ${whole.body[0]?.fullName ?? ''}`);
    await axeClean('/patientList sorted');

    const coded = whole.body.find((patient) => patient.dXs > 1 && patient.patientStatus);
    if (coded === undefined) throw new Error('the demo doctor has no active patient with two diagnostics');
    await page.goto(`${portal.baseUrl}/magCalculator?recordID=${coded.recordID}`);
    const actives = page.getByRole('checkbox', { name: /^Active / });
    await actives.first().waitFor();
    const codes = async () => (await actives.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))).map((name) => name.replace(/^Active /, ''));
    await tabTo(page, /^Code$/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const descending = await codes();
    expect(descending).toEqual([...descending].sort().reverse());
    const box = await actives.first().boundingBox();
    expect({ inView: box !== null && box.x >= 0 && box.x + box.width <= 1366 }).toEqual({ inView: true });
    const wasActive = await actives.first().isChecked();
    await tabTo(page, new RegExp(`^Active ${descending[0] ?? ''}$`));
    await page.keyboard.press('Space');
    await expect.poll(() => actives.first().isChecked()).toBe(!wasActive);
    await axeClean('/magCalculator with rows');
    await page.close();
  }, 180_000);
});
