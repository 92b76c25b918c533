import { describe, expect, it } from 'vitest';
import { portalSuite } from './harness/portal-suite.js';

const suite = portalSuite();

async function open(path: string) {
  const page = await suite.browser().context.newPage();
  await page.goto(`${suite.baseUrl()}${path}`);
  return page;
}

const PRIVACY_SECTIONS = ['Introduction', 'Information Collected', 'How We Use Information', 'How Services Allow Sharing', 'Third-party integrations',
  'Sharing of Information', 'Security', 'Third Party Services', 'Changes to this Policy', 'Viewing and Updating Your Information', 'Contact Us'];

describe('public pages in the browser', () => {
  it.each(['/privacy', '/privacyPolicy'])('%s shows every section of the privacy policy, its facts and a link to /terms', async (path) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual(PRIVACY_SECTIONS);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Effective date: March 18, 2023');
    expect(text).toContain('business associate');
    expect(text).toMatch(/keep no payment card data/i);
    expect(text).toContain('two external payment systems');
    await page.getByRole('link', { name: 'Terms and Conditions' }).first().click();
    await page.waitForURL('**/terms');
    await page.close();
  });

  it.each(['/terms', '/termsandconditions'])('%s shows the terms with the terms-page figures', async (path) => {
    const page = await open(path);
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const fact of ['2 years', 'due within 10 days', '5 percent', '1.5 percent per month', 'at most 4 people', 'Basic (250 patients)',
      'Intermediate (500 patients)', 'Advanced (1000 patients)', '0.5 hour of training for at most 2 people', 'Puerto Rico', 'Monday to Friday, 8:00 am to 5:00 pm']) {
      expect(text).toContain(fact);
    }
    await page.close();
  });

  it('shows the under-maintenance notice', async () => {
    const page = await open('/underMaintenance');
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    await page.close();
  });

  it('sends a visitor who is not signed in from a protected route to /login, and / to /dashboard first', async () => {
    const page = await open('/patients');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(`${suite.baseUrl()}/`);
    await page.waitForURL('**/login');
    await page.goto(`${suite.baseUrl()}/record/12`);
    await page.waitForURL('**/login');
    await page.close();
  });

  it('shows a load error when a screen\'s code cannot be loaded', async () => {
    const page = await suite.browser().context.newPage();
    await page.route('**/assets/terms-screen-*.js', (route) => route.abort());
    await page.goto(`${suite.baseUrl()}/terms`);
    await page.getByRole('heading', { name: 'Load error' }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.close();
  });

  it('asks for user name and password before signing in', async () => {
    const page = await open('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.locator('.field-error').allTextContents()).toEqual(['This field is required', 'This field is required']);
    await page.close();
  });
});
