import { describe, expect, it } from 'vitest';
import { PortalApi } from './smart-pn/smart-pn-tools.js';
import { PUBLIC_SCREENS, accessibilitySuite, atWidths, check, roleScreensTest, settle, signIn } from './accessibility/screen-checks.js';

// axe-core on every built screen for every role that may open it, and each screen at 390, 1366 and 1920 px: the public
// screens, Smart PN and the Admin's and Doctor's screens here, the other roles in accessibility-roles.test.ts (two
// files, so the two test workers share them).

const suite = accessibilitySuite();

describe('accessibility and layout of every built screen', () => {
  it('public screens: no critical or serious axe violation, no horizontal overflow at 390, 1366 and 1920 px', async () => {
    const page = await suite.browser().context.newPage();
    for (const [path, title] of PUBLIC_SCREENS) {
      await page.goto(`${suite.portal().baseUrl}${path}`);
      await settle(page);
      expect(await page.title()).toBe(`${title} · RAFdesk`);
      await check(page, path, 'visitor');
      await atWidths(page, path.slice(1));
    }
    await page.close();
  }, 240_000);

  for (const role of ['Admin', 'Doctor'] as const) roleScreensTest(role);
  it('Smart Progress Note and PN History: axe, keyboard alone, main controls in view at 1366 px (Doctor; PN History also for InsuranceStaff)', async () => {
    const api = await PortalApi.signIn(suite.portal().baseUrl, 'Doctor');
    const [patient] = await api.call<{ recordID: number }[]>('GET', 'Patients/GetPatientList?pageNumber=1&pageSize=10');
    if (!patient) throw new Error('the demo doctor has no patient');
    const page = await suite.browser().context.newPage();
    await signIn(page, 'Doctor');
    await page.goto(`${suite.portal().baseUrl}/smartPN/${patient.recordID}/0`);
    await page.getByLabel(/^Service Date/).waitFor();
    await check(page, '/smartPN/:recordID/:ID', 'Doctor');
    await atWidths(page, 'Doctor-smartPN', async (width) => {
      if (width !== 1366) return;
      for (const name of ['Next', 'Previous', 'Save as Draft']) {
        const box = await page.getByRole('button', { name }).first().boundingBox();
        expect({ width, name, inView: box !== null && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= 900 }).toEqual({ width, name, inView: true });
      }
    });
    // Keyboard alone: into the service date, type it, Tab to Next and press Enter: the SOAP tab opens.
    await page.getByLabel(/^Service Date/).focus();
    const today = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    await page.keyboard.type(`${two(today.getMonth() + 1)}${two(today.getDate())}${today.getFullYear()}`);
    await page.getByRole('button', { name: 'Next' }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: '2. SOAP Note', selected: true }).waitFor();
    await page.getByRole('group', { name: /^Chief Complaint/ }).getByLabel('Fatigue').focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('group', { name: /^Chief Complaint/ }).getByLabel('Fatigue').isChecked()).toBe(true);
    await check(page, '/smartPN/:recordID/:ID (SOAP Note)', 'Doctor');
    await atWidths(page, 'Doctor-smartPN-soap');
    await page.goto(`${suite.portal().baseUrl}/smartPNHistory/${patient.recordID}`);
    await page.getByRole('table', { name: 'Submitted notes' }).waitFor();
    await check(page, '/smartPNHistory/:recordID', 'Doctor');
    await atWidths(page, 'Doctor-smartPNHistory');
    await page.close();

    const insurance = await PortalApi.signIn(suite.portal().baseUrl, 'InsuranceStaff');
    const [covered] = await insurance.call<{ recordID: number }[]>('GET', 'Patients?pageNumber=1&pageSize=10');
    if (!covered) return;
    const reader = await suite.browser().context.newPage();
    await signIn(reader, 'InsuranceStaff');
    await reader.goto(`${suite.portal().baseUrl}/smartPNHistory/${covered.recordID}`);
    await reader.getByRole('table', { name: 'Submitted notes' }).waitFor();
    await check(reader, '/smartPNHistory/:recordID', 'InsuranceStaff');
    await reader.close();
  }, 240_000);
});
