import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo-portal.js';

/** A demo user's API session, for preparing records and reading what the wizard stored. */
export class PortalApi {
  private constructor(private readonly baseUrl: string, private readonly token: string) {}

  static async signIn(baseUrl: string, role: keyof typeof DEMO_USERS): Promise<PortalApi> {
    const response = await fetch(`${baseUrl}/api/Authentication`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: DEMO_USERS[role], password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`${role} could not sign in: ${response.status}`);
    return new PortalApi(baseUrl, ((await response.json()) as { token: string }).token);
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      method, headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  }
}

/** A date as the service-date mask takes it, `days` before today. */
export function typedDate(daysBack: number): string {
  const at = new Date(Date.now() - daysBack * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getMonth() + 1)}-${two(at.getDate())}-${at.getFullYear()}`;
}

/** Chooses an option of a question (a fieldset named by its legend). */
export async function answer(page: Page, question: string, option: string): Promise<void> {
  await page.getByRole('group', { name: new RegExp(`^${question.replace(/[()/-]/g, '\\$&')}( \\*)?( \\(required\\))?$`) }).getByLabel(option, { exact: true }).check();
}

/** Attaches a diagnosis from the SOAP tab's search (3 characters, 1 s wait). */
export async function searchAndAttach(page: Page, code: string): Promise<void> {
  await page.getByLabel('Search diagnostics by code or description').fill(code);
  await page.getByRole('button', { name: `Attach ${code}`, exact: true }).click({ timeout: 15_000 });
}

/** The text of a downloaded PDF, pages joined. */
export async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
