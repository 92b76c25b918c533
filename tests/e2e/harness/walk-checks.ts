import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from './axe.js';

/** Axe finds nothing critical or serious in the page's current state (named in the failure). */
export async function noBlockingAxe(page: Page, state: string): Promise<void> {
  // A toast or dialog fading in or out is half transparent: axe reads its contrast once it stands.
  await page.waitForFunction(() => document.querySelector('.p-toast-message-enter, .p-toast-message-exit, [class*="-enter-active"], [class*="-exit-active"]') === null);
  const figure = await runAxe(page);
  expect({ state, blocking: figure.failures.filter((line) => /^(critical|serious)/.test(line)) }).toEqual({ state, blocking: [] });
}

/** The first button of that name lies within a 1366 px window. */
export async function inView(page: Page, name: string | RegExp): Promise<void> {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  expect({ name: String(name), inView: box !== null && box.x >= 0 && box.x + box.width <= 1366 && box.y >= 0 }).toEqual({ name: String(name), inView: true });
}

/** Counts the page's mouse and pointer presses from its first script on, so a walk can prove it used the keyboard alone. */
export const pointerCounter = (page: Page) => page.addInitScript(() => {
  const seen = { count: 0 };
  (window as unknown as { pointerEvents: typeof seen }).pointerEvents = seen;
  for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup']) window.addEventListener(type, () => { seen.count += 1; }, true);
});

/** The presses {@link pointerCounter} has seen. */
export const pointerEvents = (page: Page) => page.evaluate(() => (window as unknown as { pointerEvents: { count: number } }).pointerEvents.count);
