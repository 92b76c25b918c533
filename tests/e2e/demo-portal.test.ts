import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type RoleName, SESSION_EXPIRED_TEXT } from '@rafdesk/core';
import { launchChromium, type TestBrowser } from './harness/chromium.js';
import type { Portal } from './harness/portal.js';
import { DEMO_PASSWORD, DEMO_USERS, startDemoPortal } from './harness/demo-portal.js';
import { overrideConfig, topLevelMenu } from './harness/page-tools.js';

// The web app against the real portal (API, hub, demo practice) in Debian's chromium.

let portal: Portal;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  portal = await startDemoPortal();
});
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
});
afterAll(async () => {
  await portal?.stop();
});

/** A browser of its own (one per person), on the login page. */
async function person(options: { idleTimeoutMs?: number } = {}): Promise<Page> {
  const browser = await launchChromium();
  browsers.push(browser);
  const page = await browser.context.newPage();
  if (options.idleTimeoutMs) await overrideConfig(page, { idleTimeoutMs: options.idleTimeoutMs });
  await page.goto(`${portal.baseUrl}/login`);
  return page;
}

async function signIn(page: Page, role: keyof typeof DEMO_USERS) {
  await page.getByLabel('User name').fill(DEMO_USERS[role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${portal.baseUrl}/api/${path}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) as unknown : null };
}

async function tokenOf(role: keyof typeof DEMO_USERS): Promise<{ token: string; userId: number; menus: { label: string; position: number }[] }> {
  const answer = await api('POST', 'Authentication', null, { userName: DEMO_USERS[role], password: DEMO_PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body as { token: string; userId: number; menus: { label: string; position: number }[] };
}

describe('the web app against the demo portal', () => {
  it.each(['Doctor', 'Admin', 'Superuser', 'Training', 'InsuranceStaff'] as const)('signs in as %s and shows that role\'s menu, sorted by position', async (role: RoleName & keyof typeof DEMO_USERS) => {
    const page = await person();
    await signIn(page, role);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { menus } = await tokenOf(role);
    expect(await topLevelMenu(page)).toEqual([...menus].sort((a, b) => a.position - b.position).map((item) => item.label));
  });

  it('registers a new physician through the sign-up form', async () => {
    const page = await person();
    await page.goto(`${portal.baseUrl}/signUp`);
    await page.getByRole('heading', { name: 'Registration Form' }).waitFor();
    const fill = async (id: string, value: string) => page.locator(`#${id}`).fill(value);
    await fill('firstName', 'Nora');
    await fill('lastName', 'Newdoc');
    await fill('npi', '1555444334');
    await fill('mdLicenseNumber', '654321');
    await fill('email', 'nora.newdoc@clinic.example.com');
    await page.locator('#dateOfBirth').pressSequentially('04031975');
    await page.locator('#sex').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
    await page.getByRole('option', { name: 'Female' }).click();
    await fill('addresses-0-phone', '(787) 555-1234');
    await fill('addresses-0-email', 'office@clinic.example.com');
    await fill('addresses-0-street', '12 Calle Sol');
    await fill('addresses-0-city', 'Ponce');
    await fill('addresses-0-state', 'PR');
    await fill('addresses-0-zip', '00716');
    for (const group of ['billingProgramIds', 'recordProgramIds', 'serviceIds']) {
      await page.locator(`fieldset:has(#${group}-error), fieldset:has([id^="${group}-"])`).first()
        .locator('.checklist__item', { hasNotText: /^Other/ }).first().locator('.p-checkbox').click();
    }
    for (const name of ['terms', 'privacy', 'hipaa'] as const) {
      await page.locator(`#consent-${name}-text`).evaluate((element) => { element.scrollTop = element.scrollHeight; element.dispatchEvent(new Event('scroll')); });
      await page.locator(`label[for="consent-${name}-accept"]`).click();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your registration was successful! Our team will be in contact with you shortly.').waitFor();
  });

  it('keeps a signed-out visitor on Login for protected routes', async () => {
    const page = await person();
    await page.goto(`${portal.baseUrl}/admin/users`);
    await page.waitForURL('**/login');
  });

  it('sends staff to doctor selection and lets them switch doctor', async () => {
    const page = await person();
    await signIn(page, 'Staff');
    await page.waitForURL('**/doctorSelection');
    const choice = page.getByRole('button', { name: /^Select Dr\. / }).first();
    const label = (await choice.getAttribute('aria-label')) ?? '';
    await choice.click();
    await page.waitForURL('**/dashboard');
    // The address changes before a loaded machine has drawn the dashboard: until it has, the selection page (its
    // "Select Dr. …" buttons, its text naming Switch Doctor) is what the locators below would find.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const doctorMenu = page.getByRole('button', { name: label.replace(/^Select /, ''), exact: true });
    await doctorMenu.click();
    await page.getByRole('menuitem', { name: 'Switch Doctor' }).click();
    await page.waitForURL('**/doctorSelection');
  });

  it('delivers a notification sent by the admin live to the doctor, as a toast and in the list; Mark as Read clears it', async () => {
    const page = await person();
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    const bell = page.locator('.notification-bell__button');
    const doctor = await tokenOf('Doctor');
    const admin = await tokenOf('Admin');
    // The count the bell starts from is the server's; the bell shows 0 until its list has loaded, so wait for that first.
    const listed = await api('GET', `Notifications?userId=${doctor.userId}`, doctor.token);
    expect(listed.status).toBe(200);
    const before = (listed.body as { readFlag: boolean }[]).filter((message) => !message.readFlag).length;
    await page.getByRole('button', { name: `Notifications, ${before} unread` }).waitFor();
    // The hub connects after sign-in: a message sent before that is only in the list, so send until one arrives live.
    let title = '';
    let sentCount = 0;
    for (let attempt = 0; attempt < 10 && title === ''; attempt += 1) {
      const candidate = `Coding reminder ${attempt + 1}`;
      const sent = await api('POST', 'Notifications', admin.token, { MessageTitle: candidate, MessageBody: 'Bill the first semester by June 30.', UserId_M: String(doctor.userId), IsAnonymous: false, IsPersistent: false });
      expect(sent.status).toBeLessThan(300);
      sentCount += 1;
      const arrived = await page.locator('.p-toast').getByText(candidate).waitFor({ timeout: 5_000 }).then(() => true, () => false);
      if (arrived) title = candidate;
    }
    expect(title).not.toBe('');
    await page.getByRole('button', { name: `Notifications, ${before + sentCount} unread` }).waitFor();
    await bell.click();
    await page.locator('.notification-list').getByText(title).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Read' }).click();
    await page.getByRole('button', { name: `Notifications, ${before + sentCount - 1} unread` }).waitFor();
  });

  it('pops up a persistent unread message on load in a dialog that only its buttons close', async () => {
    const doctor = await tokenOf('Doctor');
    const admin = await tokenOf('Admin');
    const title = `Policy update ${Date.now()}`;
    expect((await api('POST', 'Notifications', admin.token, { MessageTitle: title, MessageBody: 'Please read the new policy.', UserId_M: String(doctor.userId), IsAnonymous: false, IsPersistent: true })).status).toBeLessThan(300);
    const page = await person();
    await signIn(page, 'Doctor');
    const dialog = page.locator('.persistent-notification', { hasText: title });
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await page.mouse.click(3, 3);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Mark as Read' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('logs an idle user off with the Session Expired dialog and clears local storage', async () => {
    const page = await person({ idleTimeoutMs: 2_000 });
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    await page.getByText(SESSION_EXPIRED_TEXT).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('sends users to Under Maintenance while the portal is under maintenance', async () => {
    const page = await person();
    await signIn(page, 'Doctor');
    await page.waitForURL('**/dashboard');
    const admin = await tokenOf('Admin');
    expect((await api('POST', 'Users/maintenance', admin.token, { password: DEMO_PASSWORD, maintenance: true })).status).toBe(204);
    try {
      await page.reload();
      await page.waitForURL('**/underMaintenance');
      await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    } finally {
      expect((await api('POST', 'Users/maintenance', admin.token, { password: DEMO_PASSWORD, maintenance: false })).status).toBe(204);
    }
  });
});
