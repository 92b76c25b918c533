import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { JsPdfProgressNote } from '@rafdesk/adapters/export/pdf';
import { NO_PAYMENT_FACTS, type AttachedDiagnosis, type DoctorId, type PackManifest, type RadvAuditDetail, type RadvAuditView, type RecordId, type UserId } from '@rafdesk/core';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { PATIENT_DOB, doctorIdOf, insurances, must, seedCatalogue } from '../clinical/clinical-fixtures.js';

// A RADV evidence pack for a fixture audit, end to end: the member list read by the roster's reader, the pack built in
// the background, the records chosen per billed HCC with their checklist verdicts, one PDF per member read back as
// text, and the manifest's SHA-256 of every file checked against the zip's bytes. The checklist's items pass and fail
// one by one in core (core/src/radv/radv-checklist-fixtures.test.ts).

const DOB_SHOWN = '06/15/1950';

async function member(portal: Portal, doctorId: DoctorId, lastName: string, contractNumber: string, documentId: string): Promise<RecordId> {
  const [insurance] = await insurances(portal);
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId, firstName: 'Pat', lastName, sex: 'F', dateOfBirth: PATIENT_DOB, insuranceId: insurance!.id, planId: insurance!.plans[0]!.id,
    insuranceContractNumber: contractNumber, doctorRecordId: null, phone: '7875550123', phone2: null, email: null, street: '2 Calle Sol', city: 'Ponce', state: 'PR',
    zip: '00716', doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2027, portal.ports.clock.now()));
  return owner!.recordId;
}

const attached = (code: string, meat: AttachedDiagnosis['meat'], evidence: string): AttachedDiagnosis => ({ code, description: `Diagnosis ${code}`, clinicalManifestations: null, treatment: null, meat, evidence });

/** A signed Smart PN as the wizard stores it: the content with the diagnoses' MEAT, and its PDF as the PN Summary prints it. */
async function signedNote(portal: Portal, recordId: RecordId, doctorId: DoctorId, patientName: string, serviceDate: string, encounterType: string, diagnoses: AttachedDiagnosis[]) {
  const shown = `${serviceDate.slice(5, 7)}/${serviceDate.slice(8, 10)}/${serviceDate.slice(0, 4)}`;
  const pdf = await must(new JsPdfProgressNote().print({
    title: `Progress Note: ${patientName}`,
    blocks: [
      { title: 'Provider Information', lines: [['Provider', 'Diego Rivera'], ['NPI', '1234567893'], ['Specialty', 'Internal Medicine']] },
      { title: 'Patient Information', lines: [['Patient', patientName], ['Date of birth', DOB_SHOWN]] },
      { title: 'Encounter', lines: [['Service Date', shown], ['Encounter type', encounterType]] },
    ],
    diagnoses,
    signature: `Electronically signed by Diego Rivera, NPI 1234567893, license MD567893, for the encounter of ${shown}.`,
    footer: 'Printed 03/02/2026 - Payment year 2027',
  }, recordId));
  const account = await must(portal.ports.users.findSignInAccount('doctor'));
  const note = await must(portal.ports.progressNotes.create({
    recordId, doctorId, authorUserId: account!.userId as UserId, serviceDate, specialty: 'Internal Medicine', provider: 'Diego Rivera', visitOptionIds: [], cpt: null, otherCpt: null,
    content: { encounterType, diagnoses, medications: [] }, pdf: pdf.bytes,
  }, portal.ports.clock.now()));
  return note.id;
}

async function billed(portal: Portal, recordId: RecordId, codes: string[]) {
  const at = portal.ports.clock.now();
  await must(portal.ports.recordDiagnostics.add(recordId, codes.map((code) => ({ code, serviceDate: '2026-02-10', queue: null, provider: 'Diego Rivera', specialty: 'Internal Medicine', documentation: null })), null, at));
  await must(portal.ports.recordDiagnostics.setBilling(recordId, codes, 1, true, at));
}

/** Ana: HCC37 documented with MEAT (ready), HCC226 documented without (unsupported), HCC280 only on an audio-only visit (no record). Bea: billed I50.9, the note documents I50.22 (weak). */
async function audit(portal: Portal) {
  await seedCatalogue(portal, ['E1122', 'I509', 'I5022', 'J449']);
  const doctorId = await doctorIdOf(portal, 'doctor');
  const ana = await member(portal, doctorId, 'Radv', 'RV-0001', '40000000201');
  const bea = await member(portal, doctorId, 'Segunda', 'RV-0002', '40000000202');
  await billed(portal, ana, ['E1122', 'I509', 'J449']);
  await billed(portal, bea, ['I509']);
  const visit = await signedNote(portal, ana, doctorId, 'Pat Radv', '2026-02-10', 'face-to-face', [
    attached('E11.22', ['monitor', 'treat'], 'A1c 7.4 and eGFR 52 reviewed; continue metformin.'), attached('I50.9', [], ''),
  ]);
  const call = await signedNote(portal, ana, doctorId, 'Pat Radv', '2026-01-05', 'audio-only', [attached('J44.9', ['assess'], 'Wheezing on exertion; inhaler continued.')]);
  const specific = await signedNote(portal, bea, doctorId, 'Pat Segunda', '2026-02-20', 'face-to-face', [attached('I50.22', ['evaluate', 'treat'], 'EF 35%; continue carvedilol.')]);
  return { ana, bea, notes: { visit, call, specific } };
}

const create = (portal: Portal, token: string, body: Record<string, unknown>) => call(portal, 'POST', '/api/Radv/CreateAudit', { token, body: { contract: 'H1234', paymentYear: 2027, dueDate: '2026-08-01', ...body } });
const csv = (text: string) => ({ fileName: 'members.csv', content: Buffer.from(text).toString('base64') });
const auditCount = async (portal: Portal) => Number((await portal.database.db.selectFrom('radv_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return ((await extractText(pdf, { mergePages: false })).text as string[]).map((page) => page.replace(/\s+/g, ' '));
}

describeApi('RADV evidence packs', (world) => {
  it('builds a pack for a fixture audit: the records chosen per billed HCC, their checklist verdicts, a PDF per member naming every HCC, and the manifest hashes', async () => {
    const portal = world.portal();
    const { ana, bea, notes } = await audit(portal);
    const { token } = await signIn(portal, 'admin');
    const created = await create(portal, token, csv('INS Contract No,Name\nRV-0001,Pat Radv\nRV-0002,Pat Segunda\n'));
    expect(created.status).toBe(201);
    const opened = created.body as RadvAuditView;
    expect(opened).toMatchObject({ contract: 'H1234', paymentYear: 2027, dueDate: '2026-08-01', members: 2, status: 'queued' });
    await portal.radvRunner.idle();

    const detail = (await call(portal, 'GET', `/api/Radv/Audit/${opened.id}`, { token })).body as RadvAuditDetail;
    expect(detail).toMatchObject({ status: 'built', progress: { done: 2, total: 2 }, members: 2 });
    const [first, second] = detail.coverSheets;
    expect(first).toMatchObject({ recordId: ana, patientName: 'Pat Radv', dateOfBirth: PATIENT_DOB, contractNumber: 'RV-0001', status: 'unsupported' });
    expect(first!.hccs.map((hcc) => [hcc.hcc, hcc.billedCodes, hcc.verdict, hcc.records.map((record) => record.noteId)])).toEqual([
      ['HCC37', ['E11.22'], 'ready', [notes.visit]],
      ['HCC226', ['I50.9'], 'unsupported', [notes.visit]],
      ['HCC280', ['J44.9'], 'unsupported', []],
    ]);
    const [diabetes, failure, copd] = first!.hccs;
    expect(diabetes!.records[0]!.checklist.map((line) => [line.item, line.passed])).toEqual([
      ['identity-every-page', true], ['date-of-service', true], ['signature-credentials', true], ['meat', true], ['code-specificity', true],
    ]);
    expect(failure!.reasons).toEqual(['MEAT for the code (monitored, evaluated, assessed or treated): No MEAT evidence for the code']);
    expect(copd!.rejected).toEqual([{ noteId: notes.call, reasons: [expect.stringMatching(/^Note \d+: audio-only encounters do not count from PY2027/)] }]);
    expect(second).toMatchObject({ recordId: bea, status: 'weak' });
    expect(second!.hccs.map((hcc) => [hcc.hcc, hcc.verdict, hcc.records.map((record) => record.noteId)])).toEqual([['HCC226', 'weak', [notes.specific]]]);
    expect(second!.hccs[0]!.reasons).toEqual([expect.stringMatching(/^Billed code as specific as the note: Billed I50.9 but the note documents I50.22/)]);
    expect(detail.counts).toEqual({ ready: 0, weak: 1, unsupported: 1 });

    // The zip: one PDF per member, the cover sheets and the manifest; every file's SHA-256 as the manifest says.
    const download = await portal.app.inject({ method: 'GET', url: `/api/Radv/Download/${opened.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="RADV-H1234-PY2027-audit-${opened.id}.zip"`);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(detail.zipSha256);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as PackManifest;
    expect(manifest).toEqual(detail.manifest);
    expect(Object.keys(files).sort()).toEqual([...manifest.files.map((file) => file.name), 'manifest.json'].sort());
    expect(manifest.files.map((file) => file.name)).toEqual([`member-001-record-${ana}.pdf`, `member-002-record-${bea}.pdf`, 'cover-sheets.json']);
    for (const file of manifest.files) {
      expect(createHash('sha256').update(files[file.name]!).digest('hex')).toBe(file.sha256);
      expect(files[file.name]!.byteLength).toBe(file.bytes);
    }
    expect(first!.file).toEqual({ name: manifest.files[0]!.name, sha256: manifest.files[0]!.sha256, bytes: manifest.files[0]!.bytes });

    // Ana's PDF: the cover sheet names every billed HCC, the chosen note follows, and every page names her and her date of birth.
    const pages = await pdfPages(files[`member-001-record-${ana}.pdf`]!);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const text = pages.join(' ');
    for (const words of ['HCC37', 'HCC226', 'HCC280', 'Ready', 'Unsupported', 'E11.22', 'Progress Note: Pat Radv', 'A1c 7.4']) expect(text).toContain(words);
    for (const page of pages) expect(page).toContain(`Pat Radv - DOB ${DOB_SHOWN} - Contract No RV-0001`);
    expect(text).not.toContain('Wheezing on exertion');

    // Kept unchanged: the pack and its files refuse a change; the build is audited.
    await expect(portal.database.db.updateTable('radv_pack').set({ zip_sha256: 'x' }).execute()).rejects.toThrow(/kept unchanged/);
    await expect(portal.database.db.deleteFrom('radv_pack_object').execute()).rejects.toThrow(/kept unchanged/);
    const lines = await portal.database.db.selectFrom('audit_log').select(['action', 'record_id', 'outcome']).where('action', 'like', 'radv.%').execute();
    expect(lines).toContainEqual({ action: 'radv.build', record_id: `${ana},${bea}`, outcome: 'success' });
    expect(lines.map((line) => line.action)).toEqual(expect.arrayContaining(['radv.create', 'radv.read', 'radv.download']));
    const tracker = (await call(portal, 'GET', '/api/Radv/Audits', { token })).body as RadvAuditView[];
    expect(tracker.map((row) => [row.id, row.status, row.counts])).toEqual([[opened.id, 'built', { ready: 0, weak: 1, unsupported: 1 }]]);
  });

  it('refuses bad input naming the field, keeps nothing of it, and lets only the roles of the tracker in', async () => {
    const portal = world.portal();
    const { ana } = await audit(portal);
    const { token } = await signIn(portal, 'admin');
    expect(errorsOf(await create(portal, token, { contract: 'HX', recordIds: [ana] }))).toEqual(['contract: must be a Medicare Advantage contract id: a letter and four digits (H1234)']);
    expect(errorsOf(await create(portal, token, { dueDate: '2026-02-30', recordIds: [ana] }))).toEqual(['dueDate: must be a real date written YYYY-MM-DD']);
    expect(errorsOf(await create(portal, token, { dueDate: '2026-01-01', recordIds: [ana] }))).toEqual(['dueDate: must not be before today']);
    expect(errorsOf(await create(portal, token, csv('INS Contract No\nRV-0001\nRV-4040\n')))).toEqual(['file: 1 contract number names no patient of yours in payment year 2027: RV-4040']);
    expect(errorsOf(await create(portal, token, csv('Name,Phone\nPat,787\n')))).toEqual(['file: The member list needs a column headed INS Contract No (or a single column of contract numbers)']);
    expect(errorsOf(await create(portal, token, { fileName: 'members.pdf', content: Buffer.from('x').toString('base64') }))).toEqual(['file: The member list must be a .csv or .xlsx file']);
    expect(errorsOf(await create(portal, token, { recordIds: [ana + 999] }))).toEqual([`members: record ${ana + 999} is not a patient in your reach`]);
    // Neither members picked nor a list: the picked members are asked for.
    expect(errorsOf(await create(portal, token, {}))).toEqual(['recordIds: This field is required']);
    expect(await auditCount(portal)).toBe(0);
    for (const role of ['doctor', 'training', 'insurance']) expect((await create(portal, (await signIn(portal, role)).token, { recordIds: [ana] })).status).toBe(403);
    // Staff act for the demo doctor: a member of another doctor is out of their reach, one of theirs is taken.
    const staff = (await signIn(portal, 'staff')).token;
    const foreign = await member(portal, await doctorIdOf(portal, 'doctor2'), 'Ajena', 'RV-0009', '40000000209');
    expect(errorsOf(await create(portal, staff, { recordIds: [foreign] }))).toEqual([`members: record ${foreign} is not a patient in your reach`]);
    expect((await create(portal, staff, { recordIds: [ana] })).status).toBe(201);
    await portal.radvRunner.idle();
  });

  checkLogsAfterAll();
});
