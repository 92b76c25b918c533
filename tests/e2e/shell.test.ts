import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type RoleName, SESSION_EXPIRED_TEXT, menusFor } from '@rafdesk/core';
import { portalSuite } from './harness/portal-suite.js';
import { FAKE_PASSWORD, FAKE_USERS, type FakeNotification, fakeNotificationHub, fakePracticeApi } from './harness/fake-practice-api.js';
import { overrideConfig, topLevelMenu } from './harness/page-tools.js';

// These run the real app in chromium with the API answered inside the page (harness/fake-practice-api.ts).

const suite = portalSuite();
const { pages } = suite;

async function newPage(options: { idleTimeoutMs?: number; notifications?: FakeNotification[] } = {}) {
  const page = await suite.browser().context.newPage();
  pages.push(page);
  if (options.idleTimeoutMs) await overrideConfig(page, { idleTimeoutMs: options.idleTimeoutMs });
  const api = await fakePracticeApi(page, { notifications: options.notifications });
  const hub = await fakeNotificationHub(page);
  return { page, api, hub };
}

async function signIn(page: Page, role: RoleName) {
  await page.goto(`${suite.baseUrl()}/login`);
  await page.getByLabel('User name').fill(FAKE_USERS[role].userName);
  await page.getByLabel('Password', { exact: true }).fill(FAKE_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('the shell in the browser', () => {
  it.each(['Doctor', 'Admin', 'Superuser', 'Training', 'InsuranceStaff'] as const)('signs in as %s and shows that role\'s menu', async (role) => {
    const { page } = await newPage();
    await signIn(page, role);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await topLevelMenu(page)).toEqual(menusFor(role).map((item) => item.label));
    expect(await page.locator('.top-nav__user').innerText()).toContain(FAKE_USERS[role].fullName);
  });

  it('sends staff to doctor selection, then lets them switch doctor from the top bar', async () => {
    const { page } = await newPage();
    await signIn(page, 'Staff');
    await page.waitForURL('**/doctorSelection');
    await page.getByRole('button', { name: 'Select Dr. José Cruz' }).click();
    await page.waitForURL('**/dashboard');
    expect(await topLevelMenu(page)).toEqual(menusFor('Staff').map((item) => item.label));
    await page.getByRole('button', { name: 'Dr. José Cruz', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Switch Doctor' }).click();
    await page.waitForURL('**/doctorSelection');
    expect(await page.evaluate(() => [localStorage.getItem('currentDoctor'), localStorage.getItem('selectedDoctor'), localStorage.getItem('needsDoctor')])).toEqual([null, null, 'true']);
    await page.getByRole('button', { name: 'Select Dr. Ana Rivera' }).click();
    await page.getByRole('button', { name: 'Dr. Ana Rivera' }).waitFor();
  });

  it('logs out: storage emptied and Login shown; the guard then keeps protected routes closed', async () => {
    const { page } = await newPage();
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${suite.baseUrl()}/patients`);
    await page.waitForURL('**/login');
  });

  it('logs off after the idle time with the Session Expired dialog, storage cleared', async () => {
    const { page } = await newPage({ idleTimeoutMs: 1_500 });
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    await page.getByText(SESSION_EXPIRED_TEXT).waitFor({ timeout: 10_000 });
    await page.getByText('Session Expired', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText(SESSION_EXPIRED_TEXT).waitFor({ state: 'hidden' });
  });

  it('goes to Under Maintenance when the server answers 503', async () => {
    const { page, api } = await newPage();
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    api.state.maintenance = true;
    await page.reload();
    await page.waitForURL('**/underMaintenance');
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
  });

  it('shows notifications: persistent ones on load, the list with its badge, Mark as Read, and a live message as a toast', async () => {
    const doctorId = FAKE_USERS.Doctor.rmtUserId;
    const { page, api, hub } = await newPage({ notifications: [
      { id: 1, title: 'Policy update', body: 'Read the new privacy policy.', persistent: true, read: false, to: doctorId },
      { id: 2, title: 'Welcome', body: 'Welcome to RAFdesk.', persistent: false, read: false, to: doctorId },
    ] });
    await signIn(page, 'Doctor');
    const persistent = page.locator('.persistent-notification');
    await persistent.waitFor();
    await page.keyboard.press('Enter');
    await page.mouse.click(5, 5);
    expect(await persistent.count()).toBe(1);
    await persistent.getByRole('button', { name: 'Mark as Read' }).click();
    await persistent.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.locator('.notification-list').getByText('Welcome', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Read' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    expect(api.state.notifications.every((n) => n.read)).toBe(true);

    await expect.poll(() => hub.connected(), { timeout: 10_000 }).toBe(true);
    const live = { id: 3, title: 'Coding reminder', body: 'Bill the first semester by June 30.', persistent: false, read: false, to: doctorId };
    api.state.notifications.push(live);
    hub.push(live);
    await page.locator('.p-toast-bottom-right').getByText('Bill the first semester by June 30.').waitFor();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  });
});
