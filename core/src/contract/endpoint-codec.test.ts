import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf, type ArbitraryKit } from '../testing/builders/schema-arbitrary.js';
import * as domain from '../domain/index.js';
import type { PageWindow } from '../ports/repositories/page.js';
import {
  addDiagnosticsEndpoint, addRecordDiagnosticEndpoint, attachDiagnosticsEndpoint, recordDiagnosticsEndpoint, updateBillingEndpoint, updateBillingListEndpoint,
} from './record-endpoints.js';
import {
  calculatorLookupsEndpoint, importRosterEndpoint, listAllPatientsEndpoint, listMyPatientsEndpoint, listPatientsEndpoint, patientFormLookupsEndpoint, pendingRafReportEndpoint,
  recordPatientEndpoint,
} from './patient-endpoints.js';
import { addDoctorNoteEndpoint, addMagNoteEndpoint } from './record-note-endpoints.js';
import { searchCatalogueEndpoint } from './catalogue-endpoints.js';
import { calculateRafEndpoint } from './calculator-endpoints.js';
import { createVisitOptionsEndpoint, updateVisitOptionsEndpoint } from './forms-endpoints.js';
import { saveNoteDraftEndpoint, submitProgressNoteEndpoint } from './practice-note-endpoints.js';
import { uploadVideoFileEndpoint } from './gallery-endpoints.js';
import { validateCalculatorForm } from '../validation/calculator-form.js';
import { listInsurancesEndpoint, renameInsuranceEndpoint } from './insurance-endpoints.js';
import { createUserEndpoint, listUsersEndpoint, updateUserEndpoint } from './user-endpoints.js';
import { loginReportEndpoint } from './audit-endpoints.js';
import { ACCEPTED_PAGE_SIZES, pageQuerySchema } from './page-query.js';
import { completeProfileEndpoint, registerDoctorEndpoint, staffDoctorsEndpoint, updateDoctorEndpoint } from './doctor-endpoints.js';
import { validateUserForm, type UserFormDraft } from '../validation/user-form.js';
import { validateCompleteProfileForm, validateSignUpForm } from '../validation/sign-up-form.js';
import { wordFailure } from '../usecases/failure-wording.js';
import { decodeCall, type CodedEndpoint, type GivenOfCoded, type InputOfCoded, type InputRefusal, type OutputOfCoded, type ParsedCall } from './endpoint-codec.js';

// Each codec round trip goes as the call does: encoded, through JSON text, parsed by the endpoint's own schemas, decoded.

const kit = fc as unknown as ArbitraryKit;
const arb = <S extends z.ZodType>(schema: S) => arbitraryOf(schema, kit) as unknown as fc.Arbitrary<z.output<S>>;
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

/** A query as it travels: as text, what is undefined left out. */
const asQueryText = (query: Record<string, unknown> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));

/** What the server decodes of what the client encodes; a query travels as text, so it is sent as strings. */
function decodedThroughTheWire<C extends CodedEndpoint>(target: C, input: GivenOfCoded<C>, page?: PageWindow): ReturnType<typeof decodeCall<C>> {
  const call = (target.codec.encodeInput as (value: unknown) => { query?: Record<string, unknown>; json?: unknown })(input);
  const asText = asQueryText(call.query);
  const query = target.query ? target.query.parse(asText) : {};
  const body = target.body ? target.body.parse(json(call.json)) : undefined;
  // Arguments that may travel in either part are read from both, as the server merges them.
  const args = target.arguments ? target.arguments.parse({ ...asText, ...(json(call.json) as object | null) }) : undefined;
  return decodeCall(target, { query, params: {}, body, args, ...(page ? { page } : {}) } as unknown as ParsedCall<C>);
}

/** The use case's input the server reads from what the client encodes. */
function throughTheWire<C extends CodedEndpoint>(target: C, input: GivenOfCoded<C>, page?: PageWindow): InputOfCoded<C> {
  return decodedThroughTheWire(target, input, page)._unsafeUnwrap();
}


/** What the server decodes of a paged list's query string: the page by the page schema (the list's default size), the rest by the list's own. */
function pagedQueryRead<C extends CodedEndpoint>(target: C, text: Record<string, string>): InputOfCoded<C> {
  const page = pageQuerySchema(target.paged?.defaultPageSize).parse(text);
  return decodeCall(target, { query: target.query?.parse(text) ?? {}, params: {}, body: undefined, args: undefined, page } as unknown as ParsedCall<C>)._unsafeUnwrap();
}

/** The 400 lines the server answers for a body its decoder refuses. */
function refusalOf<C extends CodedEndpoint>(target: C, body: unknown): readonly string[] {
  const refusal: InputRefusal = decodeCall(target, { query: {}, params: {}, body, args: undefined } as unknown as ParsedCall<C>)._unsafeUnwrapErr();
  return wordFailure(refusal).lines;
}

/** The answer the client reads from what the server encodes. */
function answerThroughTheWire<C extends CodedEndpoint>(target: C, value: OutputOfCoded<C>, input: InputOfCoded<C>): unknown {
  const sent = json((target.codec.encodeOutput as (value: unknown, input: unknown) => unknown)(value, input));
  const read = (target.codec.reply ?? target.response)?.parse(sent);
  return (target.codec.decodeOutput as (wire: unknown) => unknown)(read);
}

const recordId = 5 as domain.RecordId;
const window = { pageNumber: 2, pageSize: 25 };

describe('the endpoints\' codecs', () => {
  it('AddDiagnostics: any codes, optimizer flag and source reach the use case as the web app gave them', () => {
    fc.assert(fc.property(arb(domain.AddDiagnosticsInputSchema), (input) => {
      expect(throughTheWire(addDiagnosticsEndpoint, input)).toEqual(input);
    }), { numRuns: 60 });
  });

  it('AddDiagnostics: a body without optimizerFlag or diagnosisSource adds without the optimizer, from the default source', () => {
    const body = addDiagnosticsEndpoint.body.parse({ recordID: 5, diagnostics: 'E119' });
    expect(addDiagnosticsEndpoint.codec.decodeInput({ query: {}, params: {}, body, args: undefined })).toEqual({ recordId, codes: ['E119'], optimize: false });
  });

  it('billing: any record, codes, flag and semester reach the use case as the web app gave them, on either billing call', () => {
    fc.assert(fc.property(arb(domain.BillingUpdateSchema), (update) => {
      expect(throughTheWire(updateBillingEndpoint, update)).toEqual(update);
      expect(throughTheWire(updateBillingListEndpoint, update)).toEqual(update);
    }), { numRuns: 60 });
  });

  it('one diagnostic with its details, and an attach, reach the use case as given; what the caller has no value for is not sent', () => {
    const full = {
      recordId, code: 'E119', serviceDate: '2026-03-02' as domain.IsoDate, queue: 'Q1', provider: 'Dr Vega', specialty: 'Cardiology', documentation: 'Seen', source: 'video-telehealth' as const,
    };
    expect(throughTheWire(addRecordDiagnosticEndpoint, full)).toEqual(full);
    const bare = { recordId, code: 'E119', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null };
    expect(throughTheWire(addRecordDiagnosticEndpoint, bare)).toEqual(bare);
    expect(json(addRecordDiagnosticEndpoint.codec.encodeInput(bare).json)).toEqual({ recordID: 5, diagnosticId: 'E119' });
    const attach = { recordId, codes: ['E119', 'I5022'], serviceDate: null, specialty: null };
    expect(throughTheWire(attachDiagnosticsEndpoint, attach)).toEqual(attach);
    expect(json(attachDiagnosticsEndpoint.codec.encodeInput(attach).json)).toEqual({ recordID: 5, diagnostics: 'E119,I5022' });
  });

  it('the patient lists carry the page, the filter and the order, and leave out what the screen did not choose', () => {
    const request = { window, searchQuery: 'Ana', doctorId: 4 as domain.DoctorId, insuranceName: 'Gold', active: true, sort: { field: 'patientName' as const, direction: 'desc' as const } };
    expect(throughTheWire(listPatientsEndpoint, request, window)).toEqual(request);
    expect(throughTheWire(listMyPatientsEndpoint, request, window)).toEqual({ ...request, insuranceName: null });
    expect(listMyPatientsEndpoint.codec.encodeInput(request).query).not.toHaveProperty('InsuranceName', 'Gold');
    const none = { window, searchQuery: null, doctorId: null, insuranceName: null, active: null, sort: null };
    expect(Object.values(listPatientsEndpoint.codec.encodeInput(none).query ?? {}).filter((value) => value !== undefined)).toEqual([2, 25]);
    expect(throughTheWire(listAllPatientsEndpoint, { doctorId: 4 as domain.DoctorId, active: false, insuranceName: 'Gold' }))
      .toEqual({ doctorId: 4, active: false, insuranceName: 'Gold' });
  });

  it('patient rows and record diagnostic rows come back as they were stored', () => {
    fc.assert(fc.property(arb(domain.PatientListRowSchema), (row) => {
      expect(answerThroughTheWire(listPatientsEndpoint, row, { window, searchQuery: null, doctorId: null, insuranceName: null, active: null, sort: null })).toEqual(row);
      expect(answerThroughTheWire(recordPatientEndpoint, row, recordId)).toEqual(row);
    }), { numRuns: 40 });
    expect(answerThroughTheWire(recordPatientEndpoint, null, recordId)).toBeNull();
    fc.assert(fc.property(arb(domain.RecordDiagnosticRowSchema), (row) => {
      expect(answerThroughTheWire(recordDiagnosticsEndpoint, row, { recordId, window })).toEqual(row);
    }), { numRuns: 40 });
    expect(throughTheWire(recordDiagnosticsEndpoint, { recordId, window }, window)).toEqual({ recordId, window });
  });

  it('the form lookups come back as the use case gave them; the calculators read only the plans, with or without the genders', () => {
    const plan: domain.Plan = { id: 1 as domain.PlanId, name: 'Gold HMO', insuranceId: null };
    const lookups = {
      insurances: [{ id: 2 as domain.InsuranceId, name: 'Salud Plus', active: true, createdAt: '2026-01-05T10:00:00.000Z' as domain.Timestamp }],
      genders: [{ value: 'F' as const, label: 'Female' }], plans: [plan],
    };
    expect(answerThroughTheWire(patientFormLookupsEndpoint, lookups, undefined)).toEqual(lookups);
    expect(answerThroughTheWire(calculatorLookupsEndpoint, { genders: lookups.genders, plans: [plan] }, undefined)).toEqual([plan]);
    expect(calculatorLookupsEndpoint.codec.decodeOutput((calculatorLookupsEndpoint.codec.reply ?? calculatorLookupsEndpoint.response).parse({ plans: [] }))).toEqual([]);
  });

  it('a doctor or MAG note reaches the use case as the web app gave it, its kind read from the call', () => {
    fc.assert(fc.property(arb(domain.RecordNoteInputSchema), (note) => {
      expect(throughTheWire(note.kind === 'doctor' ? addDoctorNoteEndpoint : addMagNoteEndpoint, note)).toEqual(note);
    }), { numRuns: 60 });
  });

  it('the Pending RAF report carries its doctor and insurance, and its three lists come back as the use case gave them', () => {
    const filter = { doctorId: 4 as domain.DoctorId, insuranceName: 'Gold' };
    expect(throughTheWire(pendingRafReportEndpoint, filter)).toEqual(filter);
    expect(throughTheWire(pendingRafReportEndpoint, { doctorId: null, insuranceName: null })).toEqual({ doctorId: null, insuranceName: null });
    fc.assert(fc.property(arb(domain.PatientListRowSchema), arb(domain.PatientListRowSchema), (first, second) => {
      const lists = { firstSemester: [first], secondSemester: [second], combined: [second, first] };
      expect(answerThroughTheWire(pendingRafReportEndpoint, lists, filter)).toEqual(lists);
    }), { numRuns: 20 });
  });

  it('a catalogue search carries its text, canceled flag and page (as PageNumber/PageSize), and its rows come back as stored', () => {
    const search = { searchQuery: 'E11', includeCanceled: false, window: { pageNumber: 1, pageSize: 50 } };
    expect(searchCatalogueEndpoint.codec.encodeInput(search).query).toEqual({ getCanceled: false, searchQuery: 'E11', PageNumber: 1, PageSize: 50 });
    expect(throughTheWire(searchCatalogueEndpoint, search, search.window)).toEqual(search);
    fc.assert(fc.property(arb(domain.CatalogueDiagnosticSchema), (row) => {
      expect(answerThroughTheWire(searchCatalogueEndpoint, row, search)).toEqual(row);
    }), { numRuns: 40 });
  });

  it('the doctors a caller may work for come back as the use case gave them', () => {
    fc.assert(fc.property(arb(domain.DoctorSchema), (doctor) => {
      expect(answerThroughTheWire(staffDoctorsEndpoint, [doctor], undefined)).toEqual([doctor]);
    }), { numRuns: 40 });
  });

  it('the insurances list carries its page, the canceled flag and the order, and its rows come back as stored', () => {
    const query = { window, includeInactive: true, sort: { field: 'insuranceName' as const, direction: 'desc' as const } };
    expect(throughTheWire(listInsurancesEndpoint, query, window)).toEqual(query);
    expect(throughTheWire(listInsurancesEndpoint, { window, includeInactive: false, sort: null }, window)).toEqual({ window, includeInactive: false, sort: null });
    fc.assert(fc.property(arb(domain.InsuranceSchema), (insurance) => {
      expect(answerThroughTheWire(listInsurancesEndpoint, insurance, query)).toEqual(insurance);
    }), { numRuns: 40 });
  });

  it('Calculator: any request the web app gives reaches the calculator form\'s rules as given', () => {
    // Names and plans as a person types them: the form's rules trim text and refuse control characters.
    const typed = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}[A-Za-z]$/);
    // Each code once, as the calculator's list holds it (the form's rules read a code listed twice once).
    const request = fc.tuple(arb(domain.CalculatorRequestSchema), typed, typed).map(([given, patientName, planName]) => ({ ...given, patientName, planName, codes: [...new Set(given.codes)] }));
    fc.assert(fc.property(request, (given) => {
      expect(validateCalculatorForm(throughTheWire(calculateRafEndpoint, given))._unsafeUnwrap()).toEqual(given);
    }), { numRuns: 60 });
  });

  it('a searched list reads back the page and search it sends; a missing page reads as page 1 of the list\'s size, a search trimmed, size 0 refused', () => {
    const search = fc.option(fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() === text), { nil: null });
    const request = fc.record({ pageNumber: fc.integer({ min: 1, max: 1_000_000 }), pageSize: fc.constantFrom(...ACCEPTED_PAGE_SIZES), searchQuery: search });
    fc.assert(fc.property(request, (page) => {
      const given = { ...page, sort: null };
      expect(pagedQueryRead(listUsersEndpoint, asQueryText(listUsersEndpoint.codec.encodeInput(given).query))).toEqual(given);
    }), { numRuns: 60 });
    // Names in another letter case are aligned by the server first (adapters' paged-routes.test.ts).
    expect(pagedQueryRead(listUsersEndpoint, { pageNumber: '3', pageSize: '50', SearchQuery: '  ana ' })).toEqual({ pageNumber: 3, pageSize: 50, searchQuery: 'ana', sort: null });
    expect(pagedQueryRead(listUsersEndpoint, {})).toEqual({ pageNumber: 1, pageSize: 10, searchQuery: null, sort: null });
    expect(pagedQueryRead(loginReportEndpoint, {})).toEqual({ pageNumber: 1, pageSize: 20, searchQuery: null, sort: null });
    expect(pageQuerySchema().safeParse({ pageSize: '0' }).success).toBe(false);
  });

  it('an insurance\'s rename: any id and name reach the use case as the web app gave them', () => {
    fc.assert(fc.property(arb(domain.InsuranceInputSchema.extend({ id: domain.InsuranceIdSchema })), (rename) => {
      expect(throughTheWire(renameInsuranceEndpoint, rename)).toEqual(rename);
    }), { numRuns: 60 });
  });
});

describe('the forms\' codecs: the web app sends the checked form, the server\'s rules read the same form back from the draft', () => {
  const lookups: domain.SignUpLookups = {
    billingPrograms: [{ id: 1, name: 'Kareo' }, { id: 2, name: 'Other' }], recordPrograms: [{ id: 1, name: 'eClinicalWorks' }, { id: 9, name: 'Other' }],
    services: [{ id: 1, name: 'Codificación' }, { id: 2, name: 'Facturación' }],
  };
  const address = { phone: '787-555-0123', email: 'office@clinic.pr', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901' };
  const person = { firstName: 'Luis', lastName: 'Ruiz', sex: 'M', dateOfBirth: '1970-07-04', email: 'luis@clinic.pr', speciality: 'Cardiology' };
  const place = { phone: '7875550123', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901' };
  const doctorExtras = {
    mdLicenseNumber: '55512', addresses: [address], billingProgramIds: [2], otherBillingProgram: 'Own software', recordProgramIds: [1, 9],
    otherRecordProgram: 'Practice Fusion', serviceIds: [1, 2], whatsAppPhone: '7875550199', authorizedContact1: { firstName: 'Ana', lastName: 'Vega' },
  };
  const checkedUser = (draft: UserFormDraft) => validateUserForm(draft, { lookups, requireEmailConfirmation: false })._unsafeUnwrap();
  const users = [
    checkedUser({ ...person, ...place, role: 'Staff', documentId: '12345678901' }),
    checkedUser({ ...person, ...place, role: 'InsuranceStaff', documentId: '12345678901', insuranceId: 3, ipaNumber: 'IPA-7', phone2: '7875550100' }),
    checkedUser({ ...person, ...place, ...doctorExtras, id: 12, role: 'Doctor', documentId: '1234567893' }),
  ];

  it('the user form (create, update, and a doctor\'s from the Doctors List) reads back as the web app checked it', () => {
    for (const user of users) {
      for (const target of [createUserEndpoint, updateUserEndpoint, updateDoctorEndpoint]) {
        expect(validateUserForm(throughTheWire(target, user), { lookups, requireEmailConfirmation: false })._unsafeUnwrap()).toEqual(user);
      }
    }
    // The role travels as its id and the programs as a comma list: the draft holds what was sent, for the rules to read.
    expect(throughTheWire(createUserEndpoint, users[2] as domain.UserInput)).toMatchObject({ role: 5, billingProgramIds: '2', recordProgramIds: '1,9', id: 12 });
  });

  const signUpDraft = { ...person, npi: '1234567893', ...doctorExtras, policyAccepted: true };
  const signUp = validateSignUpForm(signUpDraft, lookups)._unsafeUnwrap();

  it('the sign-up form reads back as the web app checked it', () => {
    expect(validateSignUpForm(throughTheWire(registerDoctorEndpoint, signUp), lookups)._unsafeUnwrap()).toEqual(signUp);
  });

  it('Complete Profile reads back as the web app checked it, its sexId winning over the sign-up form\'s sex', () => {
    const profile = validateCompleteProfileForm({ ...signUpDraft, userId: 8, emailConfirmation: person.email, phone2: '7875550100', ipaNumber: 'IPA-7' }, lookups)._unsafeUnwrap();
    expect(validateCompleteProfileForm(throughTheWire(completeProfileEndpoint, profile), lookups)._unsafeUnwrap()).toEqual(profile);
    const body = { ...completeProfileEndpoint.codec.encodeInput(profile).json, sex: 'M', sexId: 'F' };
    expect(completeProfileEndpoint.codec.decodeInput({ query: {}, params: {}, body, args: undefined })).toMatchObject({ sex: 'F' });
  });
});

describe('the codecs whose decoder judges the call with a wire parser', () => {
  it('a visit option the editor saves reaches the questionnaire as given, alone or in a list; a malformed one is refused with the parser\'s lines', () => {
    fc.assert(fc.property(arb(domain.VisitOptionSchema), arb(domain.VisitOptionSchema), (option, other) => {
      expect(throughTheWire(createVisitOptionsEndpoint, option)).toEqual([option]);
      expect(throughTheWire(updateVisitOptionsEndpoint, option)).toEqual([option]);
      const list = [option, other].map((each) => json(createVisitOptionsEndpoint.codec.encodeInput(each).json));
      expect(decodeCall(createVisitOptionsEndpoint, { query: {}, params: {}, body: list as never, args: undefined })._unsafeUnwrap()).toEqual([option, other]);
    }), { numRuns: 40 });
    const { visitOptionDescription: _dropped, ...withoutText } = json(createVisitOptionsEndpoint.codec.encodeInput({
      id: 503 as domain.VisitOptionId, description: 'Sharp', groupId: 2, groupDescription: 'Pain', header: null, inputType: 'Check', required: true,
      tooltip: null, image: null, maleOrder: 1, femaleOrder: null,
    }).json) as Record<string, unknown>;
    expect(refusalOf(createVisitOptionsEndpoint, withoutText)).toEqual([expect.stringMatching(/^visitOptionDescription: /)]);
    expect(refusalOf(updateVisitOptionsEndpoint, [withoutText, { ...withoutText, visitOptionDescription: 'Dull', inputTypeOption: 'Slider' }])).toEqual([
      expect.stringMatching(/^visitOptionDescription: /),
    ]);
  });

  it('a Smart progress note reaches the use case as the wizard gave it; a body the note\'s parser refuses is answered with its lines', () => {
    fc.assert(fc.property(arb(domain.ProgressNoteSubmissionSchema), (note) => {
      expect(throughTheWire(submitProgressNoteEndpoint, note)).toEqual(note);
    }), { numRuns: 40 });
    expect(refusalOf(submitProgressNoteEndpoint, { RecordID: 5 })).toEqual(expect.arrayContaining([expect.stringMatching(/^DoctorID: /), expect.stringMatching(/^pnblob: /)]));
  });

  it('a draft reaches the use case as the wizard gave it and the wizard reads the saved draft\'s id and time; JSON text that is not JSON is refused', () => {
    fc.assert(fc.property(arb(domain.DraftNoteInputSchema), arb(domain.DraftNoteSchema), (input, saved) => {
      expect(throughTheWire(saveNoteDraftEndpoint, input)).toEqual(input);
      expect(answerThroughTheWire(saveNoteDraftEndpoint, [saved], input)).toEqual({ id: saved.id, savedAt: saved.lastSavedAt });
    }), { numRuns: 40 });
    expect(refusalOf(saveNoteDraftEndpoint, { recordId: 5, progressNote_Data: 'not json', ID: 0 })).toEqual(['progressNote_Data: must be JSON text']);
    expect(saveNoteDraftEndpoint.codec.reply?.safeParse([]).success).toBe(false);
  });
});

describe('the codecs of the calls that carry a file: the codec covers the call\'s parts, the route reads the file', () => {
  it('a roster\'s file name, bytes, doctor and choice reach the server as given; its report comes back as sent', () => {
    const upload = { fileName: 'roster.csv', contentBase64: 'YSxiCjEsMgo=', doctorId: 4 as domain.DoctorId, importValidRows: true };
    expect(throughTheWire(importRosterEndpoint, upload)).toEqual(upload);
    expect(throughTheWire(importRosterEndpoint, { ...upload, doctorId: null, importValidRows: false })).toEqual({ ...upload, doctorId: null, importValidRows: false });
    const report = { imported: 1, rejected: 1, ignoredColumns: ['Notes'], lines: [
      { line: 2, documentId: '1EG4TE5MK73', status: 'imported' as const, errors: [] }, { line: 3, documentId: null, status: 'rejected' as const, errors: ['DOB: This field is required'] },
    ] };
    expect(answerThroughTheWire(importRosterEndpoint, report, upload)).toEqual({ ...report, lines: report.lines.map(({ documentId, ...line }) => ({ ...line, documentID: documentId })) });
  });

  it('the video upload hands the web app\'s file to the multipart part and the stored path back to the form; a call without its file part is refused', () => {
    const upload = { file: { size: 3, type: 'video/mp4' }, fileName: 'intro.mp4' };
    expect(uploadVideoFileEndpoint.codec.encodeInput(upload)).toEqual({ upload });
    const file = { fileName: 'intro.mp4', content: (async function* () { yield new Uint8Array([1]); })() };
    expect(decodeCall(uploadVideoFileEndpoint, { query: {}, params: {}, body: { file }, args: undefined })._unsafeUnwrap()).toBe(file);
    expect(refusalOf(uploadVideoFileEndpoint, { file: null })).toEqual(['file: This field is required']);
    const stored = { storedName: 'a1b2.mp4', kind: 'mp4' as const, mediaType: 'video/mp4', size: 3, sha256: 'x' };
    expect(answerThroughTheWire(uploadVideoFileEndpoint, stored, file)).toBe('a1b2.mp4');
  });
});
