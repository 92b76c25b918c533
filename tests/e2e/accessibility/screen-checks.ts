import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canOpenRoute, type RoleName } from '@rafdesk/core';
import { launchChromium, networkQuiet, type TestBrowser } from '../harness/chromium.js';
import { openScreen } from '../harness/page-tools.js';
import { ROLE_CONTROLS, controlsSeen } from './role-controls.js';
import type { Portal } from '../harness/portal.js';
import { DEMO_PASSWORD, DEMO_USERS, startDemoPortal } from '../harness/demo-portal.js';
import { type AxeFigure, overflowingElements, pageOverflows, runAxe } from '../harness/axe.js';
import { REPO_ROOT } from '../harness/ui-build.js';
// The checks of the accessibility files: axe-core on a built screen, its layout at 390, 1366 and 1920 px, a role's sign-in.

// Screenshots for a person to look at, when asked for (RAFDESK_SCREENSHOTS=1): the checks below need none, and a run
// takes about 150 of them.
const SCREENSHOTS = process.env.RAFDESK_SCREENSHOTS ? join(REPO_ROOT, 'tests', 'e2e', 'screenshots') : null;
export const WIDTHS = [390, 1366, 1920] as const;
export const PUBLIC_SCREENS = [['/login', 'Login'], ['/signUp', 'Registration Form'], ['/privacy', 'Privacy Policy'], ['/terms', 'Terms and Conditions'], ['/underMaintenance', 'Under Maintenance']] as const;
export const SHELL_SCREENS = [
  '/dashboard', '/patients', '/patientList', '/magCalculator', '/reports/insuranceGeneral', '/reports/insuranceBFS', '/reports/insuranceBSS', '/about', '/support',
  '/insurances', '/insuranceAgreements', '/diagnostics', '/admin/notifications', '/admin/forms',
  '/gallery', '/galleryFile/1', '/upload',
  '/admin/users', '/doctors', '/admin/loginReport', '/admin/audit',
] as const;

let portal: Portal;
let browser: TestBrowser;
const figures: { screen: string; role: string; figure: AxeFigure }[] = [];

/** The demo portal and one browser of the calling file, started before its tests and closed after them (printing each figure). */
export function accessibilitySuite(): { readonly portal: () => Portal; readonly browser: () => TestBrowser } {
  registerSuite();
  return { portal: () => portal, browser: () => browser };
}

function registerSuite(): void {
  beforeAll(async () => {
    figures.length = 0;
    portal = await startDemoPortal();
    browser = await launchChromium();
    if (SCREENSHOTS !== null) await mkdir(SCREENSHOTS, { recursive: true });
  }, 240_000);
  afterAll(async () => {
    for (const { screen, role, figure } of figures) {
      console.log(`axe ${screen} as ${role}: ${figure.critical} critical, ${figure.serious} serious, ${figure.moderate} moderate, ${figure.minor} minor`);
    }
    await browser?.close();
    await portal?.stop();
  }, 60_000);
}

export async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await networkQuiet(page);
}

export async function check(page: Page, screen: string, role: string) {
  const figure = await runAxe(page);
  figures.push({ screen, role, figure });
  expect({ screen, role, failures: figure.critical + figure.serious > 0 ? figure.failures : [] }).toEqual({ screen, role, failures: [] });
}

export async function atWidths(page: Page, name: string, extra?: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A resize lays the page out again over a few frames (the dashboard's charts redraw on a timer), which takes longer
    // on a loaded machine than any fixed pause: the page gets up to 10 s to fit, and fails naming what sticks out.
    const fits = await expect.poll(() => pageOverflows(page), { timeout: 10_000 }).toBe(false).then(() => true, () => false);
    if (!fits) expect.fail(`${name} overflows the window at ${width} px: ${(await overflowingElements(page)).join(', ') || 'no one element named'}`);
    if (SCREENSHOTS !== null) await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
    await extra?.(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function signIn(page: Page, role: RoleName) {
  await page.goto(`${portal.baseUrl}/login`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${portal.baseUrl}/login`);
  await page.getByLabel('User name').fill(DEMO_USERS[role as keyof typeof DEMO_USERS]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (role === 'Staff') {
    await page.waitForURL('**/doctorSelection');
    await settle(page);
    await check(page, '/doctorSelection', role);
    await page.getByRole('button', { name: /^Select Dr\. / }).first().click();
  }
  await page.waitForURL('**/dashboard');
}

/**
 * Every screen a role may open, then a record from its Patients List: axe, the window's width, and exactly the role's
 * controls on the administration and reference screens (ROLE_CONTROLS; a screen it may not open shows none of them).
 */
export function roleScreensTest(role: RoleName): void {
  it(`${role}: every screen the role may open passes axe, fits the window and shows exactly the role's controls`, async () => {
    const page = await browser.context.newPage();
    await signIn(page, role);
    const seen: Record<string, boolean> = {};
    const expected: Record<string, boolean> = {};
    for (const path of SHELL_SCREENS) {
      const opens = canOpenRoute(role, path);
      if (!opens && !ROLE_CONTROLS.some((control) => control.path === path)) continue;
      await openScreen(page, path);
      Object.assign(seen, await controlsSeen(page, path));
      for (const { path: screen, control, shownTo } of ROLE_CONTROLS) if (screen === path) expected[`${path} ${control}`] = shownTo(role);
      if (!opens) continue;
      await check(page, path, role);
      if (role === 'Admin' || role === 'Doctor') await atWidths(page, `${role}${path.replaceAll('/', '-')}`);
    }
    expect(seen).toEqual(expected);
    await openScreen(page, '/patientList');
    // A record with diagnostics when the role's list has one, by its Details button.
    if ((await page.getByRole('button', { name: /^Details of / }).count()) === 0) {
      // A role whose list is empty reaches no record: its list says so.
      await page.getByText('No patients found').waitFor();
      console.log(`${role}: no record reachable from its Patients List, so the record view is checked for the other roles only`);
      await page.close();
      return;
    }
    const withDiagnostics = page.locator('tbody tr:not(.patient-row--no-dx)');
    const row = (await withDiagnostics.count()) > 0 ? withDiagnostics.first() : page.locator('tbody tr').first();
    await row.getByRole('button', { name: /^Details of / }).click();
    await page.waitForURL('**/record/*');
    await page.getByText(/^Stored figures$/).waitFor({ timeout: 30_000 });
    await check(page, '/record/:recordID', role);
    await atWidths(page, `${role}-record`, async (width) => {
      if (width < 1366 || (await page.getByRole('checkbox', { name: /^Active / }).count()) === 0) return;
      // A coder's main controls on the first row stay in the window without scrolling sideways.
      for (const name of ['Billing First Semester', 'Billing Second Semester', 'Active']) {
        const box = await page.getByRole('checkbox', { name: new RegExp(`^${name} `) }).first().boundingBox();
        expect({ width, name, inView: box !== null && box.x >= 0 && box.x + box.width <= width }).toEqual({ width, name, inView: true });
      }
    });
    await page.close();
  }, 300_000);
}
