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

/** Answers every required question of the demo questionnaire's SOAP tab (with one medication row and the plan). */
export async function answerRequiredQuestions(page: Page) {
  await answer(page, 'Chief Complaint', 'Fatigue');
  await answer(page, 'Onset', 'Gradual');
  await answer(page, 'Pain', 'No');
  await answer(page, 'Frequency', 'Intermittent');
  await answer(page, 'Past Medical History', 'Diabetes mellitus');
  await answer(page, 'Allergies', 'No known drug allergies');
  await answer(page, 'Home Medication', 'Medication list');
  await page.getByRole('button', { name: 'Add medication' }).click();
  await page.getByLabel('Name of Medication 1').fill('Metformin');
  await page.getByLabel('Dose 1').fill('500 mg');
  await page.getByLabel('Frequency 1').fill('Twice daily');
  await page.getByLabel('Reason for use 1').fill('Type 2 diabetes');
  await page.getByLabel('Blood pressure (mmHg)').fill('128/78');
  await answer(page, 'General Appearance', 'Normal');
  await answer(page, 'Heart', 'Normal');
  await answer(page, 'Respiratory / Lungs', 'Normal');
  await page.getByLabel('Plan note').fill('Continue metformin; recheck A1c in three months.');
  await answer(page, 'Time of Encounter', '30 minutes');
}

/** Gives a diagnosis of the DX tab one MEAT element and its supporting sentence. */
export async function giveEvidence(page: Page, code: string, element: string, sentence: string) {
  await page.getByRole('checkbox', { name: `${element} ${code}` }).check();
  await page.getByLabel(`Supporting sentence for ${code}`).fill(sentence);
}
