import type { Result } from 'neverthrow';
import type { Portal } from '@rafdesk/cli/composition-root';
import { NO_PAYMENT_FACTS, type CatalogueEntry, type DoctorId, type InsuranceId, type RecordId, type RecordOwner, type VisitOption } from '@rafdesk/core';

/** Unwraps a port call of a fixture; a failing fixture fails the test loudly. */
export async function must<T, E>(promise: PromiseLike<Result<T, E>>): Promise<T> {
  const result = await promise;
  if (result.isErr()) throw new Error(`fixture failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

export async function doctorIdOf(portal: Portal, npi: string): Promise<DoctorId> {
  const doctor = await must(portal.ports.doctors.findByNpi(npi));
  if (doctor === null) throw new Error(`no doctor ${npi}`);
  return doctor.id;
}

export const DOCTOR_NPI = '1234567893';
export const DOCTOR2_NPI = '1987654328';

/** A small questionnaire: chief complaint (both sexes), pain (both), OB-GYN (female only), plus the CPT list. */
export async function seedQuestionnaire(portal: Portal): Promise<void> {
  const option = (id: number, groupId: number, description: string, maleOrder: number | null, femaleOrder: number | null): VisitOption => ({
    id: id as VisitOption['id'], description, groupId, groupDescription: `Group ${groupId}`, header: 'Subjective', inputType: 'Check',
    required: groupId === 1, tooltip: null, image: null, maleOrder, femaleOrder,
  });
  await must(portal.ports.visitOptions.upsert([
    option(101, 1, 'Follow-up', 101, 101), option(102, 1, 'Medication refill', 102, 102), option(301, 3, 'Pain yes', 301, 301),
    option(2901, 29, 'Age of menarche', null, 290),
  ]));
  await must(portal.ports.visitOptions.upsertCptCodes([{ id: 640, code: '99202', description: 'New patient' }, { id: 660, code: 'Other', description: 'Other (specify)' }]));
}

/** Catalogue rows for the codes a test attaches (upper case, no dot). */
export async function seedCatalogue(portal: Portal, codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    const entry: CatalogueEntry = {
      code, description: `Diagnosis ${code}`, v28Hcc1: null, v28Hcc2: null, v24Hcc1: null, v24Hcc2: null, rxHcc1: null, rxHcc2: null,
      v28Interaction: null, v24Interaction: null, alert: null, deletionAlert: null, crosswalkDx: null, crosswalkRx: null,
      clinicalManifestations: null, treatment: null, active: true, shortTitle: null, longTitle: null, billable: true, categoriesYear: null,
    };
    await must(portal.ports.catalogue.create(entry, portal.ports.clock.now()));
  }
}

/** A patient of a doctor with an insurance and a record for 2026. */
export async function seedPatient(portal: Portal, input: { doctorId: DoctorId; insuranceId: InsuranceId; documentId: string; lastName: string; sex?: 'M' | 'F'; active?: boolean }): Promise<RecordOwner> {
  const plan = (await must(portal.ports.insurances.plans(input.insuranceId)))[0];
  if (plan === undefined) throw new Error('the insurance has no plan');
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId: input.documentId, firstName: 'Pat', lastName: input.lastName, sex: input.sex ?? 'M', dateOfBirth: '1950-06-15',
    insuranceId: input.insuranceId, planId: plan.id, insuranceContractNumber: null, doctorRecordId: null, phone: '7875550123', phone2: null,
    email: null, street: '2 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', doctorId: input.doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2026, portal.ports.clock.now()));
  if (owner === undefined) throw new Error('no patient created');
  if (input.active === false) await must(portal.ports.patients.setActive(input.doctorId, input.documentId, false, portal.ports.clock.now()));
  return owner;
}

/** The canary patient's record (the harness gives the demo doctor one patient). */
export async function canaryRecordId(portal: Portal): Promise<RecordId> {
  const doctorId = await doctorIdOf(portal, DOCTOR_NPI);
  const page = await must(portal.ports.patients.list({
    window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, searchDoctors: false, doctorId, insuranceId: null, insuranceName: null,
    active: null, paymentYear: 2026, asOf: '2026-03-02',
  }));
  const row = page.items[0];
  if (row === undefined) throw new Error('the canary patient is missing');
  return row.recordId;
}

/** A tiny valid PDF as base64. */
export function pdfBase64(extra = ''): string {
  return Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n${extra}%%EOF\n`, 'latin1').toString('base64');
}

/** A Forms/PostSmartPN body for a record, with overrides. */
export function noteBody(recordId: number, doctorId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    RecordID: recordId, DoctorID: doctorId, UserId: 1, ID: 0, VisitOptionID: '101,301', SERVICEDATE: '2026-02-20', Specialty: 'Family Medicine',
    Provider: 'Diego Rivera', CPT: '99202', OtherCPT: null,
    jsonDXTable: JSON.stringify([{ DiagnosticID: 'E11.9', Descriptions: 'Type 2 diabetes', Clinical_Manifestations: null, Treatment: 'Metformin', MEAT: ['assess', 'treat'], Evidence: 'A1c reviewed; metformin continued.' }]),
    jsonDRUGSTable: JSON.stringify([{ NameofMedication: 'Metformin', Dose: '500 mg', Frequency: 'BID', Reasonforuse: 'Diabetes' }]),
    pnblob: pdfBase64(), OTHERCHIEFCOMPLAINT: 'Follow-up visit', IntensityPAINSCALE: 3, ...overrides,
  };
}

/** The first bytes of an ISO base media file with brand `isom` (an MP4), padded to `size` bytes. */
export function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from([0, 0, 0, 24]).copy(bytes, 0);
  Buffer.from('ftypisom', 'latin1').copy(bytes, 4);
  Buffer.from([0, 0, 2, 0]).copy(bytes, 12);
  Buffer.from('isommp42', 'latin1').copy(bytes, 16);
  return bytes;
}

/** A PNG signature padded to `size` bytes. */
export function pngBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  return bytes;
}

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, fileName: string, content: Buffer, contentType = 'video/mp4'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rafdesk-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`, 'latin1');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
