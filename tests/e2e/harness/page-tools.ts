import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { networkQuiet } from './chromium.js';

/** The labels of the main menu's top-level items, once the shell has drawn them. */
export async function topLevelMenu(page: Page): Promise<string[]> {
  const items = page.locator('.main-menu__list > li > .main-menu__item');
  await items.first().waitFor();
  return items.evaluateAll((found) => found.map((item) => item.firstChild?.textContent?.trim() ?? ''));
}

/** Changes /config.json as the page reads it (for example a shorter idle timeout), whatever server answers it. */
export async function overrideConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json() as Record<string, unknown>), ...patch } });
  });
}

export type ApiHandler = (request: { method: string; path: string; query: URLSearchParams; body: unknown }) =>
  { status: number; json?: unknown; headers?: Record<string, string> } | undefined;

/**
 * Answers API calls in the page itself, for the tests that run without a server API. A handler
 * returning undefined lets the call through; `calls` records every request seen.
 */
export async function stubApi(page: Page, handler: ApiHandler): Promise<{ calls: { method: string; path: string; body: unknown }[] }> {
  const calls: { method: string; path: string; body: unknown }[] = [];
  await page.route('**/api/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\//, '');
    const text = request.postData();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method: request.method(), path, body });
    const answer = handler({ method: request.method(), path, query: url.searchParams, body });
    if (!answer) return route.continue();
    return route.fulfill({ status: answer.status, headers: answer.headers, contentType: 'application/json', body: answer.json === undefined ? '' : JSON.stringify(answer.json) });
  });
  return { calls };
}

/** The focused element's accessible name as a screen reader would start it: aria-label, its label, or its text. */
export const focusedName = (page: Page) => page.evaluate(() => {
  const element = document.activeElement as HTMLElement | null;
  if (!element) return '';
  const labelled = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
  return (labelled ?? element.textContent ?? '').trim();
});

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `limit` presses. */
export async function tabTo(page: Page, name: RegExp, limit = 150, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** Waits until no PrimeReact dropdown panel is open. */
export async function dropdownClosed(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** Picks an option of the PrimeReact dropdown whose input has this id, and waits until its panel is gone. */
export async function chooseDropdownOption(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await dropdownClosed(page);
}

/**
 * Opens a screen inside the signed-in app, as its menu does (the router's history, no page load), and waits until it has
 * drawn and read what it shows: loading the whole app again for each screen took most of a screen walk's time.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const since = Date.now();
  const titleBefore = await page.evaluate((to) => {
    // The headings of the screen being left, so the wait below knows the new screen's from them.
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-screen-left', '');
    const title = document.title;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, path);
  // A screen of the same component as the last one may keep its heading element; its title then tells it apart.
  await page.waitForFunction((title) => document.title !== title || document.querySelector('h1:not([data-screen-left])') !== null, titleBefore, { timeout: 5_000 })
    .catch(() => undefined);
  await networkQuiet(page, { since });
  await page.locator('h1').first().waitFor();
}
