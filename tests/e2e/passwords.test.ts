import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { menusFor } from '@rafdesk/core';
import { portalSuite } from './harness/portal-suite.js';
import { FAKE_PASSWORD, FAKE_USERS, fakePracticeApi } from './harness/fake-practice-api.js';
import { stubApi } from './harness/page-tools.js';

// The password screens in chromium with the API answered inside the page: the mailed link's Set password page and
// the Change password screen a forced change opens after sign-in. Each passes axe-core, works by keyboard alone and
// keeps its button on screen at 1366 px.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const suite = portalSuite();
const { pages } = suite;

async function newPage(): Promise<Page> {
  const page = await suite.browser().context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  pages.push(page);
  return page;
}

/** The critical and serious axe-core violations of the password form as it is now (the shell around it is not this screen's). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Screens fade in; colours are measured once the transition is over.
  await page.waitForTimeout(1_000);
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(async () => (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; impact: string; nodes: { html: string }[] }[] }> } }).axe.run('#password-form'));
  return results.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

async function inViewport(page: Page, name: string): Promise<boolean> {
  const box = await page.getByRole('button', { name }).boundingBox();
  return box !== null && box.y + box.height <= 768 && box.x + box.width <= 1366;
}

describe('password screens in the browser', () => {
  it('sets the password from the mailed link by keyboard alone, showing a refusal under its field', async () => {
    const page = await newPage();
    const api = await stubApi(page, ({ method, path, body }) => {
      if (method !== 'POST' || path !== 'Users/SetPassword') return undefined;
      const { password } = body as { password: string };
      return password === 'Password1' ? { status: 400, json: { errors: ['password: This password is too common; choose another'] } } : { status: 204 };
    });
    await page.goto(`${suite.baseUrl()}/set-password#the-link-secret`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await inViewport(page, 'Set your password')).toBe(true);
    await page.keyboard.type('Password1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Password1');
    await page.keyboard.press('Enter');
    await page.getByText('This password is too common; choose another').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a phrase of my own');
    await page.getByLabel('Repeat the new password').fill('a phrase of my own');
    await page.keyboard.press('Enter');
    await page.getByText('Your password is set. Sign in with it now.').waitFor();
    expect(api.calls.filter((call) => call.path === 'Users/SetPassword').map((call) => call.body)).toEqual([
      { token: 'the-link-secret', password: 'Password1' }, { token: 'the-link-secret', password: 'a phrase of my own' },
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens Change password first after a forced change, refuses a wrong current password, then continues to the dashboard', async () => {
    const page = await newPage();
    let changed = false;
    const api = await fakePracticeApi(page, {
      extra: ({ method, path, body }) => {
        if (method === 'POST' && path === 'Authentication') {
          return { status: 200, json: { ...FAKE_USERS.Doctor, role: 'Doctor', menus: menusFor('Doctor'), token: 'token-Doctor', mustChangePassword: !changed } };
        }
        if (method === 'POST' && path === 'Users/ChangePassword') {
          const { currentPassword } = body as { currentPassword: string };
          if (currentPassword !== FAKE_PASSWORD) return { status: 400, json: { errors: ['currentPassword: Wrong password'] } };
          changed = true;
          return { status: 204 };
        }
        return undefined;
      },
    });
    await page.goto(`${suite.baseUrl()}/login`);
    await page.getByLabel('User name').fill(FAKE_USERS.Doctor.userName);
    await page.getByLabel('Password', { exact: true }).fill(FAKE_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/changePassword');
    await page.getByText('Your password was set by an administrator').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await inViewport(page, 'Change password')).toBe(true);
    await page.getByLabel('Current password').fill('not it');
    await page.getByLabel('New password', { exact: true }).fill('my own new phrase');
    await page.getByLabel('Repeat the new password').fill('my own new phrase');
    await page.keyboard.press('Enter');
    await page.getByText('Wrong password').waitFor();
    await page.getByLabel('Current password').fill(FAKE_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Your password is changed.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).press('Enter');
    await page.waitForURL('**/dashboard');
    expect(api.calls.filter((call) => call.path === 'Users/ChangePassword')).toHaveLength(2);
  });
});
