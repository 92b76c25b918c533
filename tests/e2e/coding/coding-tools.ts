import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { launchChromium, type TestBrowser } from '../harness/chromium.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo-portal.js';
import { REPO_ROOT } from '../harness/ui-build.js';

export type DemoRole = keyof typeof DEMO_USERS;

/** A patient row as the API lists it (the fields these tests use). */
export interface WirePatient {
  readonly recordID: number;
  readonly fullName: string;
  readonly dob: string;
  readonly sex: 'M' | 'F';
  readonly dXs: number;
  readonly patientStatus: boolean;
  readonly raF_TOTAL: number;
}

/** Calls the portal's API as a demo user. */
export class ApiAs {
  private constructor(private readonly baseUrl: string, private readonly token: string) {}

  static async signIn(baseUrl: string, role: DemoRole): Promise<ApiAs> {
    const response = await fetch(`${baseUrl}/api/Authentication`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: DEMO_USERS[role], password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`${role} could not sign in: ${response.status}`);
    return new ApiAs(baseUrl, ((await response.json()) as { token: string }).token);
  }

  async get<T>(path: string): Promise<{ body: T; totalCount: number | null }> {
    const response = await fetch(`${this.baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const pagination = response.headers.get('x-pagination');
    return { body: (await response.json()) as T, totalCount: pagination ? (JSON.parse(pagination) as { totalCount: number }).totalCount : null };
  }

  async post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text === '' ? null : JSON.parse(text);
  }

  /** The first active patient of the caller's list with no diagnostics yet. */
  async patientWithoutDiagnostics(path = 'Patients?pageNumber=1&pageSize=1000'): Promise<WirePatient> {
    const { body } = await this.get<WirePatient[]>(path);
    const found = body.find((patient) => patient.dXs === 0 && patient.patientStatus);
    if (!found) throw new Error('the demo practice has no active patient without diagnostics');
    return found;
  }
}

/** A signed-in browser of its own for a demo user, on the dashboard. */
export async function signedIn(baseUrl: string, role: DemoRole, browsers: TestBrowser[]): Promise<Page> {
  const browser = await launchChromium();
  browsers.push(browser);
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('User name').fill(DEMO_USERS[role]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(dashboard|doctorSelection)$/, { timeout: 30_000 });
  return page;
}

/** Opens a record and waits until its stored figures are shown. */
export async function openRecord(page: Page, baseUrl: string, recordId: number): Promise<void> {
  await page.goto(`${baseUrl}/record/${recordId}`);
  await page.getByRole('heading', { level: 1, name: 'Diagnostics' }).waitFor();
  await stored(page);
}

/** Waits until no change is being saved, the card shows the server's stored figures and the rows have been read. */
export async function stored(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: /^Stored figures$/ }).waitFor({ timeout: 20_000 });
  await page.locator('[role="table"][aria-label="Diagnostics"][aria-busy="false"]').waitFor({ timeout: 20_000 });
}

/** Pastes codes into Fast Coding Search (By list), optionally with the Optimizer, and returns the preview's text. */
export async function pasteCodes(page: Page, codes: readonly string[], optimizer = false): Promise<string> {
  await page.getByRole('button', { name: 'Fast Coding Search' }).click();
  await page.getByRole('tab', { name: 'By list' }).click();
  await page.getByLabel('Paste List Here').fill(codes.join('\n'));
  if (optimizer) await page.getByLabel('Optimizer').check();
  return page.getByLabel('Insert preview').innerText();
}

/** What `rafdesk code` prints for the codes and beneficiary: its payment-year score (the last column of the Payment line). */
export function rafdeskCodePayment(args: readonly string[]): string {
  const result = spawnSync(process.execPath, ['cli/bin/rafdesk.js', 'code', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`rafdesk code failed (${result.status}): ${result.stderr}`);
  const line = result.stdout.split('\n').find((text) => /^Payment\s{2,}/.test(text));
  const value = line?.trim().split(/\s+/).at(-1);
  if (value === undefined) throw new Error(`rafdesk code printed no Payment line:\n${result.stdout}`);
  return value;
}

/** A downloaded workbook read back with exceljs: each sheet's name and row count, and the file name. */
export async function readWorkbook(download: Download): Promise<{ fileName: string; sheets: { name: string; rows: number; header: unknown[] }[] }> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)).buffer as ArrayBuffer);
  return {
    fileName: download.suggestedFilename(),
    sheets: book.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.rowCount, header: (sheet.getRow(1).values as unknown[]).filter((value) => value != null) })),
  };
}
