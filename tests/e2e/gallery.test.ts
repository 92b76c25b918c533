import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from './harness/chromium.js';
import { DEMO_PASSWORD, DEMO_USERS } from './harness/demo-portal.js';
import { overrideConfig } from './harness/page-tools.js';
import { demoSuite } from './harness/demo-suite.js';
import { runAxe } from './harness/axe.js';
import { REPO_ROOT } from './harness/ui-build.js';
import { ApiAs, signedIn } from './coding/coding-tools.js';

// The training gallery in chromium against the demo practice: upload with progress, filters, edit, playback with a
// stream ticket and seeking, role visibility, delete, and the refusals of bad input.

const CLIP = join(REPO_ROOT, 'cli/assets/demo-videos/coding-hcc-basics.mp4');
const TITLE = 'E2E lesson on HCC hierarchies';

/**
 * The demo clip grown to 48 MB by a trailing MP4 'free' box (players skip it), so its upload lasts long enough for the
 * progress bar to be seen moving.
 */
function largeClip(): string {
  const clip = readFileSync(CLIP);
  const free = Buffer.alloc(48 * 1024 * 1024 - clip.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  // A file on disk: the browser reads it itself (a buffer this size would cross the protocol too slowly).
  const path = join(mkdtempSync(join(tmpdir(), 'rafdesk-gallery-')), 'hierarchies.mp4');
  writeFileSync(path, Buffer.concat([clip, free]));
  return path;
}
/** A demo video shown to internal roles only (Superuser, Admin, Staff, Training): never to a doctor. */
const NOT_FOR_DOCTORS = 'Signatures and dates';

const suite = demoSuite();
const { browsers } = suite;

interface WireVideo { videoID: number; title: string; rolesChain: string; categoria: number }

async function videos(api: ApiAs, query = ''): Promise<WireVideo[]> {
  return (await api.get<WireVideo[]>(`Gallery/Gallery?pageNumber=1&pageSize=100${query}`)).body;
}

async function openGallery(page: Page) {
  await page.goto(`${suite.baseUrl()}/gallery`);
  await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
  await page.locator('.video-card').first().waitFor();
}

const cardTitles = (page: Page) => page.locator('.video-card__title').allInnerTexts();

const cdpSessions = new WeakMap<Page, CDPSession>();

/** Slows the browser's uploads to `bytesPerSecond` (-1 lifts it), so a small file takes seconds to go up. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  // One session per page: the conditions are the session's, so a second session could not lift the first one's.
  let cdp = cdpSessions.get(page);
  if (cdp === undefined) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
    await cdp.send('Network.enable');
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

async function choose(page: Page, selector: string, option: string) {
  await page.locator(selector).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillForm(page: Page, title: string) {
  const form = page.getByRole('dialog', { name: 'Add new video' });
  await form.getByLabel('Title').fill(title);
  await form.locator('#video-category-choice').click();
  await page.getByRole('option', { name: 'Coding', exact: true }).click();
  await form.locator('#video-roles-choice').click();
  await page.getByRole('option', { name: 'Doctor', exact: true }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  // Escape closes the choices and leaves the form as it is.
  await page.keyboard.press('Escape');
  return form;
}

describe('the training gallery in the browser', () => {
  it('as admin: uploads with a moving progress bar, finds the video by filter, sort and search, edits its roles; bad input is refused with nothing stored', async () => {
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    const before = await videos(api);
    expect(before.length).toBeGreaterThanOrEqual(8);
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await openGallery(page);

    // A missing title is named under its field; nothing is sent.
    await page.getByRole('button', { name: 'Add new' }).click();
    let form = page.getByRole('dialog', { name: 'Add new video' });
    await form.getByRole('button', { name: 'Upload' }).press('Enter');
    await form.getByText('This field is required').first().waitFor();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Cancel' }).press('Enter');

    // A text file renamed .mp4: the server refuses it by its content, and says so.
    await page.getByRole('button', { name: 'Add new' }).click();
    form = await fillForm(page, 'Renamed text');
    await form.locator('#video-file').setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Meeting notes, not a video.\n'.repeat(50)) });
    await form.getByRole('button', { name: 'Upload' }).press('Enter');
    await page.getByText('file: The file is not an MP4 or QuickTime video').waitFor();
    await form.getByText('The video was not saved').waitFor();

    // An upload cut off half-way by Cancel upload: nothing is stored.
    await throttleUploads(page, 6_000);
    await form.locator('#video-file').setInputFiles(CLIP);
    await form.getByRole('button', { name: 'Upload' }).press('Enter');
    await form.getByRole('progressbar').waitFor();
    await form.getByRole('button', { name: 'Cancel upload' }).press('Enter');
    await form.getByText('Upload cancelled: nothing was stored').waitFor();
    expect((await videos(api)).length).toBe(before.length);
    await form.getByRole('button', { name: 'Cancel' }).press('Enter');

    // The real upload: the bar shows at least two values strictly between 0 and 100 on its way.
    await page.getByRole('button', { name: 'Add new' }).click();
    form = await fillForm(page, TITLE);
    await form.getByLabel('Description').fill('Which HCC wins when two of a family are coded.');
    await throttleUploads(page, -1);
    const large = largeClip();
    await form.locator('#video-file').setInputFiles(large);
    await form.getByRole('button', { name: 'Take from the video' }).click();
    await form.getByRole('img', { name: 'Chosen preview' }).waitFor();
    // Every value the bar shows, recorded as the page renders it (polling from outside would miss most of a fast upload).
    await page.evaluate(() => {
      const values: number[] = [];
      (window as unknown as { uploadValues: number[] }).uploadValues = values;
      new MutationObserver(() => {
        const value = Number(document.querySelector('.video-form__progress [role="progressbar"]')?.getAttribute('aria-valuenow') ?? Number.NaN);
        if (value > 0 && value < 100 && !values.includes(value)) values.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await form.getByRole('button', { name: 'Upload' }).press('Enter');
    await form.waitFor({ state: 'hidden', timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { uploadValues: number[] }).uploadValues);
    rmSync(join(large, '..'), { recursive: true, force: true });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    await page.locator('.video-card__title', { hasText: TITLE }).waitFor();
    const uploaded = (await videos(api)).find((video) => video.title === TITLE);
    expect(uploaded?.rolesChain.split(',').sort()).toEqual(['2', '5']);
    expect((await videos(api)).length).toBe(before.length + 1);

    // Filter by category, sort by date, search with Enter.
    await choose(page, '#gallery-category', 'English');
    await expect.poll(async () => (await page.locator('.video-card__category').allInnerTexts()).map((text) => text.toLowerCase())).toEqual(['english', 'english']);
    await choose(page, '#gallery-role', 'Insurance Staff');
    await expect.poll(() => cardTitles(page)).toEqual(['The annual wellness visit']);
    await page.reload();
    await page.locator('.video-card').first().waitFor();
    expect((await cardTitles(page))[0]).toBe(TITLE);
    await page.getByRole('button', { name: /^Sort by date/ }).click();
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('HCC coding basics');
    await page.getByLabel('Search videos').fill('hierarchies');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page)).toEqual([TITLE]);

    // Edit its roles: Staff too; the form sends status true.
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit video' });
    expect(await edit.getByLabel('Title').inputValue()).toBe(TITLE);
    await edit.locator('#video-roles-choice').click();
    await page.getByRole('option', { name: 'Staff', exact: true }).click();
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    const edited = (await videos(api)).find((video) => video.title === TITLE);
    expect(edited?.rolesChain.split(',').sort()).toEqual(['2', '3', '5']);
  }, 180_000);

  it('as doctor: sees only videos shown to doctors, plays the new one with a ticket, seeks to the middle with a 206 Range answer', async () => {
    const page = await signedIn(suite.baseUrl(), 'Doctor', browsers);
    const streams: { url: string; status: number; authorization: string | null }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/Gallery/Stream') {
        streams.push({ url: response.url(), status: response.status(), authorization: response.request().headers().authorization ?? null });
      }
    });
    await openGallery(page);
    const titles = await cardTitles(page);
    expect(titles).toContain(TITLE);
    expect(titles).not.toContain(NOT_FOR_DOCTORS);
    expect(await page.getByRole('button', { name: 'Add new' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await page.getByLabel('Role', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: new RegExp(TITLE) }).click();
    await page.waitForURL('**/galleryFile/*');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const others = await page.locator('.gallery-file__other-title').allInnerTexts();
    expect(others).not.toContain(TITLE);
    expect(others).not.toContain(NOT_FOR_DOCTORS);
    expect(await page.getByLabel('Search (not available here)').isDisabled()).toBe(true);

    const video = page.locator('video');
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, undefined, { timeout: 20_000 });
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(duration).toBeGreaterThan(3);
    await video.evaluate((element: HTMLVideoElement) => new Promise<void>((resolve) => {
      element.addEventListener('seeked', () => resolve(), { once: true });
      element.currentTime = element.duration / 2;
    }));
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(duration / 2, 0);
    await expect.poll(() => streams.some((stream) => stream.status === 206)).toBe(true);
    const token = await page.evaluate(() => JSON.stringify(window.localStorage));
    for (const stream of streams) {
      expect(stream.authorization).toBeNull();
      expect(new URL(stream.url).searchParams.get('ticket')).toBeTruthy();
      expect(token.includes(new URL(stream.url).searchParams.get('ticket') ?? '')).toBe(false);
    }

    await page.getByRole('button', { name: 'Back to Gallery' }).click();
    await page.waitForURL('**/gallery');

    // A video not shown to doctors: the page says so and still offers the videos a doctor may see.
    const hidden = (await videos(await ApiAs.signIn(suite.baseUrl(), 'Admin'))).find((found) => found.title === NOT_FOR_DOCTORS);
    await page.goto(`${suite.baseUrl()}/galleryFile/${hidden?.videoID ?? 0}`);
    await page.getByRole('heading', { level: 1, name: 'Video not found' }).waitFor();
    await expect.poll(() => page.locator('.gallery-file__other-title').allInnerTexts()).toContain(TITLE);
    expect(await page.getByText('No other videos').count()).toBe(0);
  }, 120_000);

  it('as admin: deletes the video after "Are you sure?"; it leaves every list', async () => {
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await openGallery(page);
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('This action will delete the video').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => cardTitles(page)).not.toContain(TITLE);
    const doctor = await ApiAs.signIn(suite.baseUrl(), 'Doctor');
    expect((await videos(doctor)).map((video) => video.title)).not.toContain(TITLE);
  }, 120_000);

  it('works by keyboard alone, passes axe and keeps its main controls in a 1366 px window', async () => {
    const page = await signedIn(suite.baseUrl(), 'Admin', browsers);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGallery(page);
    for (const name of ['Search videos', 'Category']) {
      const box = await page.getByLabel(name, { exact: true }).boundingBox();
      expect({ name, inView: box !== null && box.x >= 0 && box.x + box.width <= 1366 && box.y + box.height <= 768 }).toEqual({ name, inView: true });
    }
    const add = await page.getByRole('button', { name: 'Add new' }).boundingBox();
    expect(add !== null && add.x + add.width <= 1366 && add.y + add.height <= 768).toBe(true);
    const gallery = await runAxe(page);
    expect(gallery.critical + gallery.serious > 0 ? gallery.failures : []).toEqual([]);

    // Search by keyboard, then open a card with Enter.
    await page.getByLabel('Search videos').focus();
    await page.keyboard.type('wellness');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardTitles(page)).toEqual(['The annual wellness visit']);
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.classList.contains('video-card__open') ?? false)) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/galleryFile/*');
    await page.getByRole('heading', { level: 1, name: 'The annual wellness visit' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, undefined, { timeout: 20_000 });
    const player = await runAxe(page);
    expect(player.critical + player.serious > 0 ? player.failures : []).toEqual([]);
    const back = await page.getByRole('button', { name: 'Back to Gallery' }).boundingBox();
    const video = await page.locator('video').boundingBox();
    expect(back !== null && video !== null && video.x + video.width <= 1366).toBe(true);

    await page.goto(`${suite.baseUrl()}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload' }).waitFor();
    const upload = await runAxe(page);
    expect(upload.critical + upload.serious > 0 ? upload.failures : []).toEqual([]);
    // The form by keyboard: the title first, and Upload names what is missing.
    await page.getByLabel('Title').focus();
    await page.keyboard.type('Keyboard only');
    await page.getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('This field is required').first().waitFor();
    const submit = await page.getByRole('button', { name: 'Upload' }).boundingBox();
    expect(submit !== null && submit.x + submit.width <= 1366).toBe(true);
  }, 120_000);

  it('does not log an idle user off while an upload runs, and does once it has finished', async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const page = await browser.context.newPage();
    await overrideConfig(page, { idleTimeoutMs: 3_000 });
    await page.goto(`${suite.baseUrl()}/login`);
    await page.getByLabel('User name').fill(DEMO_USERS.Admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${suite.baseUrl()}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload' }).waitFor();
    await page.getByLabel('Title').fill('Uploaded while idle');
    await page.locator('#video-category-choice').click();
    await page.getByRole('option', { name: 'Documentation', exact: true }).click();
    await page.locator('#video-roles-choice').click();
    await page.getByRole('option', { name: 'Training', exact: true }).click();
    await page.keyboard.press('Escape');
    // About 8 s on the wire at 4 kB/s, with no key or mouse activity: well past the 3 s idle limit.
    await throttleUploads(page, 4_000);
    await page.locator('#video-file').setInputFiles(CLIP);
    await page.getByRole('button', { name: 'Upload' }).press('Enter');
    const bar = page.getByRole('progressbar', { name: /^Uploading/ });
    await bar.waitFor();
    await page.waitForTimeout(6_000);
    expect(await page.getByText('Session Expired', { exact: true }).count()).toBe(0);
    expect(await bar.isVisible()).toBe(true);
    await page.waitForURL('**/gallery', { timeout: 30_000 });
    await page.getByText('Session Expired', { exact: true }).waitFor({ timeout: 15_000 });
    const api = await ApiAs.signIn(suite.baseUrl(), 'Admin');
    expect((await videos(api)).map((video) => video.title)).toContain('Uploaded while idle');
  }, 120_000);
});
