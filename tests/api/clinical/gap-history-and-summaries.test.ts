import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Portal } from '@rafdesk/cli/composition-root';
import { nestedXmlWorkbook, zipBombWorkbook } from '@rafdesk/adapters/http-server/testing';
import { NO_PAYMENT_FACTS, valueText, type DoctorId, type HistoryImportReport, type RecordGaps, type RecordOwner } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { doctorIdOf, insurances, must, seedCatalogue } from './clinical-fixtures.js';

// An imported history through the roster's safe reader (CSV and .xlsx, every line reported, attack files refused,
// nothing of a broken file kept, the patients' gaps computed again), and the pre-visit summaries read back as text,
// per role. The line rules are tested in core (core/src/gaps/history-import.test.ts).

const YEAR = 2026;

async function patient(portal: Portal, doctorId: DoctorId, lastName: string, contractNumber: string): Promise<RecordOwner> {
  const insurance = (await insurances(portal))[0]!.id;
  const plan = (await must(portal.ports.insurances.plans(insurance)))[0]!;
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId: `4${contractNumber.replace(/\D/g, '').padStart(10, '0')}`, firstName: 'Pat', lastName, sex: 'F', dateOfBirth: '1950-06-15', insuranceId: insurance, planId: plan.id,
    insuranceContractNumber: contractNumber, doctorRecordId: null, phone: '7875550123', phone2: null, email: null, street: '2 Calle Sol', city: 'Ponce', state: 'PR',
    zip: '00716', doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], YEAR, portal.ports.clock.now()));
  return owner!;
}

/** The doctor's two patients and doctor2's one; the portal works in payment year 2026 (dates of service in 2025, today 03/02/2026). */
async function practice(portal: Portal) {
  await seedCatalogue(portal, ['E1122', 'E119', 'I4891', 'I10']);
  await must(portal.ports.settings.setPaymentYear(YEAR, null, portal.ports.clock.now()));
  const doctorId = await doctorIdOf(portal, 'doctor');
  const ana = await patient(portal, doctorId, 'Historia', 'HX-0001');
  const bea = await patient(portal, doctorId, 'Segunda', 'HX-0002');
  const foreign = await patient(portal, await doctorIdOf(portal, 'doctor2'), 'Ajena', 'HX-0009');
  return { doctorId, ana, bea, foreign };
}

const upload = (portal: Portal, token: string, fileName: string, content: Buffer | string, doctorId?: number) =>
  call(portal, 'POST', '/api/Gaps/ImportHistory', { token, body: { fileName, content: Buffer.from(content).toString('base64'), ...(doctorId === undefined ? {} : { doctorId }) } });

const importedCount = async (portal: Portal) => Number((await portal.database.db.selectFrom('imported_diagnosis').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const recordGaps = async (portal: Portal, token: string, recordId: number) => (await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${recordId}`, { token })).body as RecordGaps;

/** A download's status, headers and bytes (the JSON client reads text). */
async function download(portal: Portal, url: string, token: string) {
  const response = await portal.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload, body: response.json.bind(response) };
}

async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  // Table cells wrap their words over lines: the checks read each page's words with single spaces.
  return ((await extractText(pdf, { mergePages: false })).text as string[]).map((page) => page.replace(/\s+/g, ' '));
}

describeApi('Clinical API: imported history and pre-visit summaries', (world) => {
  it('imports a CSV and an .xlsx history line by line, reports every refused line by its column, and computes the patients\' gaps again', async () => {
    const portal = world.portal();
    const { ana, bea, doctorId } = await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const csv = [
      'INS Contract No,Record ID,ICD-10 Code,Date of Service,Source,Provider NPI,Notes',
      'HX-0001,,E11.22,06/15/2024,claim,1234567893,from the payer',
      `,${bea.recordId},I48.91,2024-07-01,Chart review,,`,
      'HX-0001,,E11.22,06/15/2024,Claim,,',
      'HX-0009,,E11.9,2025-01-10,claim,,',
      'HX-0001,,ZZZ.1,2025-01-10,claim,,',
      'HX-0001,,E11.9,2099-01-10,claim,,',
      'HX-0001,,E11.9,2025-01-10,fax,,',
      'HX-0001,,E11.9,2025-01-10,claim,123,',
    ].join('\n');
    const answer = await upload(portal, token, 'history.csv', csv);
    expect(answer.status).toBe(200);
    const report = answer.body as HistoryImportReport;
    expect(report).toMatchObject({ fileName: 'history.csv', taken: 2, refused: 6, ignoredColumns: ['Notes'], patientsRecomputed: 2 });
    expect(report.lines.filter((line) => line.status === 'refused').map((line) => [line.line, line.errors])).toEqual([
      [4, ['ICD-10 Code: The same diagnosis is on line 2']],
      [5, ['INS Contract No: No patient you may reach has the contract number HX-0009']],
      [6, ['ICD-10 Code: ZZZ.1 is not a billable ICD-10-CM code']],
      [7, ['Date of Service: The date of service may not be after today (03/02/2026)']],
      [8, [expect.stringMatching(/^Source: /)]],
      [9, [expect.stringMatching(/^Provider NPI: /)]],
    ]);
    expect(await importedCount(portal)).toBe(2);
    const anaGaps = await recordGaps(portal, token, ana.recordId);
    expect(anaGaps.gaps.find((gap) => gap.hcc === 'HCC37')).toMatchObject({ kind: 'recapture', coverage: 'open', evidence: [expect.objectContaining({ source: 'imported-history', text: 'E11.22 imported claim, service 06/15/2024' })] });
    expect((await recordGaps(portal, token, bea.recordId)).gaps.map((gap) => gap.hcc)).toContain('HCC238');

    // The same file again: its lines are stored once.
    expect((await upload(portal, token, 'history.csv', csv)).status).toBe(200);
    expect(await importedCount(portal)).toBe(2);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prior diagnoses');
    sheet.addRow(['Member ID', 'DX Code', 'DOS', 'Source']);
    sheet.addRow(['HX-0002', 'E11.22', new Date(Date.UTC(2025, 8, 3)), 'payer gap list']);
    const xlsx = await upload(portal, (await signIn(portal, 'staff')).token, 'history.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()), doctorId);
    expect(xlsx.status).toBe(200);
    expect(xlsx.body).toMatchObject({ taken: 1, refused: 0, patientsRecomputed: 1 });
    expect((await recordGaps(portal, token, bea.recordId)).gaps.find((gap) => gap.hcc === 'HCC37')?.evidence[0]).toMatchObject({ source: 'imported-history', date: '2025-09-03' });
    expect(await importedCount(portal)).toBe(3);
  });

  it('refuses a file that is no history, a workbook bomb and a caller who may not import, keeping nothing of it', async () => {
    const portal = world.portal();
    await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const refused = async (fileName: string, content: Buffer | string, expected: string[] | RegExp) => {
      const answer = await upload(portal, token, fileName, content);
      expect(answer.status).toBe(400);
      if (expected instanceof RegExp) expect(errorsOf(answer)).toEqual([expect.stringMatching(expected)]);
      else expect(errorsOf(answer)).toEqual(expected);
    };
    await refused('history.csv', 'Patient,Code\nHX-0001,E11.9\n', ['file: The history has no column for: Date of Service, Source', 'file: The history needs a column for INS Contract No or Record ID']);
    await refused('history.txt', 'a,b', ['file: The history must be a .csv or .xlsx file']);
    await refused('history.xlsx', 'INS Contract No,Code', ['file: The .xlsx file is not a workbook']);
    await refused('history.xlsx', nestedXmlWorkbook(500_000), ['file: The workbook nests its XML deeper than 64 levels; a spreadsheet never does']);
    await refused('history.xlsx', zipBombWorkbook(33 * 1024 * 1024), /^file: The workbook expands to more than 32 MB; split the history into smaller files/);
    const insurance = await signIn(portal, 'insurance');
    expect((await upload(portal, insurance.token, 'history.csv', 'INS Contract No,Code,DOS,Source\nHX-0001,E11.9,2025-01-10,claim')).status).toBe(403);
    expect(await importedCount(portal)).toBe(0);
  });

  it('prints a patient\'s pre-visit summary and a day\'s list as PDFs of text, with the patient and date of birth on each page, and 404 outside reach', async () => {
    const portal = world.portal();
    const { ana, bea, foreign } = await practice(portal);
    const now = portal.ports.clock.now();
    for (const owner of [ana, bea]) {
      const lastYear = await must(portal.ports.patients.ensureRecord(owner.patientId, YEAR - 1, now));
      await must(portal.ports.recordDiagnostics.add(lastYear, [{ code: 'E1122', serviceDate: '2024-05-02', queue: null, provider: null, specialty: null, documentation: null }], null, now));
    }
    await must(portal.ports.recordDiagnostics.add(bea.recordId, [{ code: 'E119', serviceDate: '2025-02-10', queue: null, provider: null, specialty: null, documentation: null }], null, now));
    const tokens = Object.fromEntries(await Promise.all(['doctor', 'doctor2', 'admin', 'insurance'].map(async (name) => [name, (await signIn(portal, name)).token] as const)));
    const summary = (name: string, recordId: number) => download(portal, `/api/Gaps/PreVisitSummary?RecordID=${recordId}`, tokens[name]!);

    const gaps = await recordGaps(portal, tokens.doctor!, ana.recordId);
    const one = await summary('doctor', ana.recordId);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="PreVisitSummary-${ana.recordId}.pdf"`);
    const [page, ...more] = await pdfPages(one.raw);
    expect(more).toEqual([]);
    for (const text of ['Pre-Visit Summary', 'Pat Historia - DOB 06/15/1950', 'Recapture HCC37', 'E11.22 on the 2025 record, service 05/02/2024', `Open value ${valueText(gaps.openWorth!)}, 1 open gap`, valueText(gaps.gaps[0]!.worth!), 'Codes: E11.22', "Last year's HCCs Codes This year HCC37 Diabetes with Chronic Complications E11.22 Not documented yet this year", 'Payment year 2026 - Page 1 of 1']) {
      expect(page).toContain(text);
    }
    expect((await summary('admin', ana.recordId)).status).toBe(200);
    expect((await summary('doctor2', ana.recordId)).status).toBe(404);
    // Insurance staff read their own insurance's patients only; the fixtures' patients are of another insurance.
    expect((await summary('insurance', ana.recordId)).status).toBe(404);
    expect((await summary('doctor', foreign.recordId)).status).toBe(404);

    const day = await download(portal, `/api/Gaps/PreVisitSummaries?RecordIDs=${ana.recordId},${bea.recordId}&visitDate=2026-03-03`, tokens.doctor!);
    expect(day.status).toBe(200);
    const pages = await pdfPages(day.raw);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Pat Historia - DOB 06/15/1950');
    expect(pages[1]).toContain('Pat Segunda - DOB 06/15/1950');
    expect(pages[1]).toContain('Partly addressed by HCC38 (E11.9)');
    expect(pages[1]).toContain('03/03/2026');
    expect((await call(portal, 'GET', `/api/Gaps/PreVisitSummaries?RecordIDs=${ana.recordId},${foreign.recordId}`, { token: tokens.doctor })).status).toBe(404);
    const tooMany = await call(portal, 'GET', `/api/Gaps/PreVisitSummaries?RecordIDs=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`, { token: tokens.doctor });
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany)).toEqual([expect.stringMatching(/^RecordIDs: /)]);
  });

  checkLogsAfterAll();
});
