import { describe, expect, it } from 'vitest';
import { runAxe } from './harness/axe.js';
import { DEMO_PASSWORD, DEMO_USERS } from './harness/demo-portal.js';
import { demoSuite } from './harness/demo-suite.js';

// The whole set-password journey on the real portal: an Admin resends a user's password, the mail holds a one-time
// link, the user sets a password on the link's page by keyboard alone and signs in with it; the link then no
// longer works.

const NEW_PASSWORD = 'a long phrase of my own 7';

const suite = demoSuite({ sharedBrowser: true });

async function api(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${suite.baseUrl()}/api/${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) as unknown };
}

describe('set-password link on the real portal', () => {
  it('an Admin resends a password; the mailed link sets a new one by keyboard, it signs in, and the link is spent', async (context) => {
    const { database } = suite.portal();
    if (database === undefined) {
      console.warn('skipping the set-password journey: the portal runs in another process (RAFDESK_E2E_SERVER=cli), so its outbox cannot be read');
      context.skip();
      return;
    }
    const userName = DEMO_USERS.Training;
    const admin = await api('POST', 'Authentication', { body: { userName: DEMO_USERS.Admin, password: DEMO_PASSWORD } });
    expect(admin.status).toBe(200);
    const account = await database.db.selectFrom('app_user').select(['id', 'email']).where('user_name', '=', userName).executeTakeFirstOrThrow();
    const resent = await api('POST', 'Users/ResendPassword', { token: (admin.body as { token: string }).token, body: { userId: account.id } });
    expect(resent.status).toBe(204);

    const mail = (await suite.portal().mailedTo?.(account.email)) ?? '';
    const secret = /\/set-password#(\S+)/.exec(mail)?.[1];
    expect(secret, mail).toBeDefined();

    const page = await suite.browser().context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${suite.baseUrl()}/set-password#${secret ?? ''}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.waitForTimeout(1_000); // screens fade in; colours are measured once the transition is over
    const axe = await runAxe(page);
    expect({ critical: axe.critical, serious: axe.serious }, axe.failures.join('\n')).toEqual({ critical: 0, serious: 0 });
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText('Your password is set. Sign in with it now.').waitFor();

    await page.goto(`${suite.baseUrl()}/login`);
    await page.getByLabel('User name').fill(userName);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.close();

    const again = await api('POST', 'Users/SetPassword', { body: { token: secret, password: 'another phrase of mine 8' } });
    expect(again.status).toBe(400);
  }, 180_000);
});
