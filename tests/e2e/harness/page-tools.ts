import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';

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
