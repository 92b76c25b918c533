import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { can, type RoleName } from '@rafdesk/core';
import { launchChromium, type TestBrowser } from './harness/chromium.js';
import type { Portal } from './harness/portal.js';
import { DEMO_PASSWORD, DEMO_USERS, startDemoPortal } from './harness/demo-portal.js';
import { pageOverflows, runAxe } from './harness/axe.js';

// What a person meets once they start working: axe-core on each opened dropdown, result list, calendar, error and
// hover state per role, where focus lands after each step, and the main controls in the window at three sizes.

const SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }] as const;
const REPORTS = ['/reports/insuranceGeneral', '/reports/insuranceBFS', '/reports/insuranceBSS'] as const;
/** The records view's buttons whose hover state fell under 4.5:1, each with the permission that shows it. */
const HOVERED = [['Go Back', null], ['Print', null], ['Log Out', null], ['Calculate RAF', 'record.calculateRaf'], ['Export to Excel', 'record.exportExcel'],
  ['Delete all records', 'record.deleteAllDiagnostics']] as const;

let portal: Portal;
let browser: TestBrowser;
const checked: string[] = [];

beforeAll(async () => {
  portal = await startDemoPortal();
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  console.log(`interaction accessibility: ${checked.length} states checked (axe: 0 critical, 0 serious; focus; layout)`);
  await browser?.close();
  await portal?.stop();
}, 60_000);

async function axeClean(page: Page, state: string) {
  // An opening list or calendar fades in: its colours are measured as a person sees them once it has.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length), { timeout: 20_000 }).toBe(0);
  const figure = await runAxe(page);
  checked.push(state);
  expect({ state, failures: figure.critical + figure.serious > 0 ? figure.failures : [] }).toEqual({ state, failures: [] });
}

/** What has focus: its tag, and its name as a person would read it. */
const focused = (page: Page) => page.evaluate(() => {
  const element = document.activeElement as HTMLElement | null;
  return { tag: element?.tagName.toLowerCase() ?? '', name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim() };
});

async function focusIs(page: Page, state: string, tag: string, name: string | RegExp) {
  await expect.poll(async () => {
    const now = await focused(page);
    return now.tag === tag && (typeof name === 'string' ? now.name === name : name.test(now.name)) ? 'there' : `${now.tag} "${now.name}"`;
  }, { timeout: 20_000, message: `${state}: focus` }).toBe('there');
  checked.push(state);
}

async function inView(page: Page, state: string, control: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  await control.waitFor();
  await expect.poll(async () => {
    const box = await control.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
  }, { timeout: 20_000, message: `${state} is off screen at ${width} px` }).toBe(true);
  checked.push(`${state} at ${width} px`);
}

async function signIn(page: Page, role: RoleName) {
  await page.goto(`${portal.baseUrl}/login`);
  await page.getByLabel('User name').fill(DEMO_USERS[role as keyof typeof DEMO_USERS]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function openScreen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${portal.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function openRecord(page: Page) {
  await openScreen(page, '/patientList', 'Patients List');
  await page.locator('tbody tr:not(.patient-row--no-dx)').first().getByRole('button', { name: /^Details of / }).click();
  await page.waitForURL('**/record/*');
  await page.getByText(/^Stored figures$/).waitFor();
}

/** Hovers each of the records view's buttons the role sees; the text keeps its contrast. */
async function hoverChecks(page: Page, role: RoleName) {
  for (const [name, action] of HOVERED) {
    if (action !== null && !can({ role }, action)) continue;
    await page.getByRole('button', { name, exact: true }).first().hover();
    await axeClean(page, `records view: ${name} hovered (${role})`);
  }
  await page.mouse.move(0, 0);
}

/** Holds every change the page sends (not its reads) until `release`, to look at the page while a request runs. */
async function holdChanges(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => { release = done; });
  let held = 0;
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    held += 1;
    await released;
    return route.continue();
  });
  return { held: () => held, release };
}

describe('accessibility after interaction', () => {
  it('Doctor: sign-in focus, a focused dropdown, Fast Coding results, hovered buttons, a billing and an Active box during their saves, Smart PN focus return', async () => {
    const page = await browser.context.newPage();
    await signIn(page, 'Doctor');
    await focusIs(page, 'Dashboard after sign-in', 'h1', 'Dashboard');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Dashboard page' }).count()).toBe(1);
    await openRecord(page);

    await hoverChecks(page, 'Doctor');

    for (const kind of ['Billing First Semester', 'Active']) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${kind} `) }).and(page.locator(':enabled')).first();
      const label = await box.getAttribute('aria-label') ?? '';
      const before = await box.isChecked();
      const changes = await holdChanges(page);
      await box.click();
      await expect.poll(changes.held).toBeGreaterThan(0);
      await focusIs(page, `${kind} box during its save`, 'input', label);
      changes.release();
      const same = page.getByRole('checkbox', { name: label, exact: true });
      await expect.poll(() => same.isChecked()).toBe(!before);
      await expect.poll(() => same.isEnabled()).toBe(true);
      await focusIs(page, `${kind} box after its save`, 'input', label);
      await same.click();
      await expect.poll(() => same.isChecked()).toBe(before);
      await expect.poll(() => same.isEnabled()).toBe(true);
      await page.unrouteAll({ behavior: 'wait' });
    }

    await page.getByRole('button', { name: 'Create Smart PN' }).click();
    const modal = page.getByRole('dialog', { name: 'Smart Progress Note' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await modal.waitFor({ state: 'detached' });
    await focusIs(page, 'Smart PN closed: focus back on Create Smart PN', 'button', 'Create Smart PN');

    await page.getByRole('button', { name: 'Fast Coding Search' }).click();
    const dialog = page.getByRole('dialog', { name: /^Fast Coding Search/ });
    await dialog.waitFor();
    await page.locator('#fast-coding-source').focus();
    await axeClean(page, 'Fast Coding: source dropdown focused (Doctor)');
    await dialog.locator('.p-multiselect').first().click();
    await page.locator('.p-multiselect-panel input.p-multiselect-filter').fill('diab');
    await page.locator('.p-multiselect-panel .p-multiselect-item').first().waitFor();
    await axeClean(page, 'Fast Coding: "diab" result list (Doctor)');
    await page.close();
  }, 180_000);

  it('Admin: menu navigation moves focus to the heading, the Roles list, the calendar, an invalid Add Patient submit', async () => {
    const page = await browser.context.newPage();
    await signIn(page, 'Admin');
    await focusIs(page, 'Dashboard after sign-in (Admin)', 'h1', 'Dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Patients' }).click();
    await menu.getByRole('link', { name: 'Patients List' }).click();
    await focusIs(page, 'Patients List from the menu', 'h1', 'Patients List');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Patients List page' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add New Patient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Patient' });
    await dialog.getByRole('button', { name: 'Pick the DOB' }).click();
    await page.locator('.p-datepicker').first().waitFor();
    await axeClean(page, 'Add New Patient: DOB calendar open (Admin)');
    await page.keyboard.press('Escape');
    await page.locator('.p-datepicker').first().waitFor({ state: 'detached' });
    await dialog.locator('.p-dropdown').first().focus();
    await dialog.locator('#patient-doctorId').focus();
    await axeClean(page, 'Add New Patient: Doctor dropdown focused (Admin)');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('alert').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 20_000 }).toBe('patient-doctorId');
    checked.push('invalid Add Patient submit: focus on the first invalid field');
    await axeClean(page, 'Add New Patient: errors shown (Admin)');
    await dialog.getByRole('button', { name: 'Create' }).hover();
    await axeClean(page, 'Add New Patient: Create hovered (Admin)');

    await openRecord(page);
    await hoverChecks(page, 'Admin');

    await openScreen(page, '/admin/notifications', 'Notification Center');
    await page.locator('.p-multiselect:has(#notification-roles)').click();
    await page.locator('.p-multiselect-panel .p-multiselect-item').first().waitFor();
    await axeClean(page, 'Notification Center: Roles list open (Admin)');
    await page.close();
  }, 180_000);

  it('the other date pickers and roles: Registration Form\'s calendar (visitor), the MAG Calculator\'s (Staff), the records view hovered read-only (InsuranceStaff)', async () => {
    const visitor = await browser.context.newPage();
    await openScreen(visitor, '/signUp', 'Registration Form');
    await visitor.getByRole('button', { name: 'Pick the Date of Birth' }).click();
    await visitor.locator('.p-datepicker').first().waitFor();
    await axeClean(visitor, 'Registration Form: Date of Birth calendar open (visitor)');
    await visitor.close();

    const staff = await browser.context.newPage();
    await staff.goto(`${portal.baseUrl}/login`);
    await staff.getByLabel('User name').fill(DEMO_USERS.Staff);
    await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await staff.waitForURL('**/doctorSelection');
    await staff.getByRole('button', { name: /^Select Dr\. / }).first().click();
    await staff.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await focusIs(staff, 'Dashboard after choosing a doctor (Staff)', 'h1', 'Dashboard');
    await openScreen(staff, '/magCalculator', /Calculator/);
    await staff.getByRole('button', { name: 'Pick the DOB' }).click();
    await staff.locator('.p-datepicker').first().waitFor();
    await axeClean(staff, 'MAG Calculator: DOB calendar open (Staff)');
    await staff.keyboard.press('Escape');
    await openRecord(staff);
    await hoverChecks(staff, 'Staff');
    await staff.close();

    const reader = await browser.context.newPage();
    await signIn(reader, 'InsuranceStaff');
    await openScreen(reader, '/patientList', 'Patients List');
    await reader.getByRole('button', { name: /^Details of / }).first().click();
    await reader.getByText(/^Stored figures$/).waitFor();
    await hoverChecks(reader, 'InsuranceStaff');
    await reader.close();
  }, 180_000);

  it('Admin layout from 1280 px: the menu keeps one row and the user\'s controls stay beside the brand; at 390, 768 and 1024 px a menu button opens it', async () => {
    const page = await browser.context.newPage();
    await signIn(page, 'Admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const top = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    for (const width of [1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.locator('.main-menu__list > li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size),
        { timeout: 20_000, message: `the admin menu wraps at ${width} px` }).toBe(1);
      expect(await pageOverflows(page), `the page overflows at ${width} px`).toBe(false);
      const brand = await top(page.getByRole('link', { name: 'RAFdesk home' }));
      expect({ width, logOutBesideBrand: Math.abs(await top(page.getByRole('button', { name: 'Log Out' })) - brand) < 24 }).toEqual({ width, logOutBesideBrand: true });
      await inView(page, 'the menu\'s last entry', menu.locator('.main-menu__list > li').last());
      checked.push(`admin menu in one row at ${width} px`);
    }
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 844 });
      const toggle = menu.getByRole('button', { name: 'Menu' });
      await inView(page, 'menu button', toggle);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await inView(page, 'Dashboard menu link', menu.getByRole('link', { name: 'Dashboard' }));
      await menu.getByRole('button', { name: 'Patients' }).click();
      await menu.getByRole('link', { name: 'Patients List' }).click();
      await focusIs(page, `Patients List from the collapsed menu at ${width} px`, 'h1', 'Patients List');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await axeClean(page, `collapsed menu at ${width} px (Admin)`);
      await page.goto(`${portal.baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    }
    await page.close();
  }, 180_000);

  it('Patients List at 1366×768, 1920×1080 and 390×844: search, Add New Patient, each row\'s status and Details in view; report money whole', async () => {
    const page = await browser.context.newPage();
    await signIn(page, 'Admin');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openScreen(page, '/patientList', 'Patients List');
      const row = page.locator('tbody tr').first();
      await inView(page, 'Patients List search', page.getByRole('searchbox').or(page.getByLabel(/^Search/)).first());
      await inView(page, 'Add New Patient', page.getByRole('button', { name: 'Add New Patient' }));
      await inView(page, 'first row Details', row.getByRole('button', { name: /^Details of / }));
      await inView(page, 'first row status', row.getByRole('checkbox', { name: /^Status of / }));

      // A phone scrolls the reports sideways under their first columns; from 1366 px every figure shows whole.
      if (size.width < 1366) continue;
      for (const report of REPORTS) {
        await openScreen(page, report, /Report/);
        await page.locator('td.insurance-report__number').first().waitFor();
        await expect.poll(() => page.locator('td.insurance-report__number').evaluateAll((cells) => cells.filter((cell) => {
          const area = cell.closest('.p-datatable-wrapper')?.getBoundingClientRect();
          return area === undefined || cell.getBoundingClientRect().right > area.right + 1 || cell.scrollWidth > cell.clientWidth + 1;
        }).map((cell) => cell.textContent)), { timeout: 20_000, message: `${report}: figures cut at ${size.width} px` }).toEqual([]);
        checked.push(`${report} figures whole at ${size.width} px`);
      }
    }
    await page.close();
  }, 180_000);

  it('Patients List says Loading… while it loads and the failure after a 500, never "No patients found"', async () => {
    const page = await browser.context.newPage();
    await signIn(page, 'Admin');
    let answer = () => {};
    const answered = new Promise<void>((done) => { answer = done; });
    let fail = false;
    await page.route('**/api/Patients**', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await answered;
      if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) });
      return route.continue();
    });
    await page.goto(`${portal.baseUrl}/patientList`);
    await page.getByRole('heading', { level: 1, name: 'Patients List' }).waitFor();
    await page.getByText('Loading…').first().waitFor();
    expect(await page.getByText('No patients found').count()).toBe(0);
    checked.push('Patients List loading');
    fail = true;
    answer();
    await page.getByText(/could not be loaded/).first().waitFor();
    expect(await page.getByText('No patients found').count()).toBe(0);
    expect(await page.getByText(/0 in total/).count()).toBe(0);
    checked.push('Patients List after a 500');
    await page.close();
  }, 120_000);
});
