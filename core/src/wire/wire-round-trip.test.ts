import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { ok, type Result } from 'neverthrow';
import { arbitraryOf, type ArbitraryKit } from '../testing/builders/schema-arbitrary.js';
import * as domain from '../domain/index.js';
import * as wire from './index.js';
import { listNotificationsEndpoint, listUsersEndpoint, loginReportEndpoint, signInEndpoint } from '../contract/index.js';
import type { CodedEndpoint } from '../contract/endpoint-codec.js';
import { pnInformationEndpoint } from '../contract/forms-endpoints.js';
import { createVideoEndpoint, listVideosEndpoint } from '../contract/gallery-endpoints.js';
import { createPatientEndpoint, listPatientsEndpoint, patientFormLookupsEndpoint } from '../contract/patient-endpoints.js';
import { searchCatalogueEndpoint } from '../contract/catalogue-endpoints.js';
import { findNoteDraftsEndpoint, submitProgressNoteEndpoint } from '../contract/practice-note-endpoints.js';
import { rawList } from '../validation/field-reader.js';
import { readRole } from '../validation/readers.js';
import { doctorAddressesEndpoint, doctorProgramsEndpoint, listDoctorsEndpoint, signUpLookupsEndpoint } from '../contract/doctor-endpoints.js';
import { listInsurancesEndpoint } from '../contract/insurance-endpoints.js';
import { listAgreementsEndpoint } from '../contract/insurance-agreement-endpoints.js';
import {
  firstSemesterInsuranceReportEndpoint, generalInsuranceReportEndpoint, secondSemesterInsuranceReportEndpoint,
} from '../contract/insurance-report-endpoints.js';

const kit = fc as unknown as ArbitraryKit;
const arb = <S extends z.ZodType>(schema: S) => arbitraryOf(schema, kit) as unknown as fc.Arbitrary<z.output<S>>;

interface Case { name: string; run: () => void }

// The HTTP boundary is JSON, so every round trip goes through JSON text as well.
function roundTrip<T>(name: string, schema: z.ZodType<T>, toWire: (value: T) => unknown, fromWire: (input: unknown) => Result<T, wire.WireFormatError>, wireSchema: z.ZodType): Case {
  return {
    name,
    run: () => fc.assert(fc.property(arb(schema), (value) => {
      const body = JSON.parse(JSON.stringify(toWire(value))) as unknown;
      expect(wireSchema.safeParse(body).success).toBe(true);
      expect(fromWire(body)._unsafeUnwrap()).toEqual(value);
    }), { numRuns: 60 }),
  };
}

/** Where a row sits in an endpoint's answer: its wire schema, how the answer holds the one row, how to take it out. */
interface Nesting { readonly row: z.ZodType; readonly holding: (row: unknown) => unknown; readonly taken: (answer: unknown) => unknown }

/** The one row of a list answer. */
const listed = (row: z.ZodType): Nesting => ({ row, holding: (one) => [one], taken: (answer) => (answer as unknown[])[0] });

/**
 * A row's round trip through an endpoint's codec: written by the server's encoder, read by the web app's decoder
 * through the endpoint's schema (a row of a paged list, or, given `nested`, the one row of a list or lookups answer).
 */
function viaCodec<T>(name: string, schema: z.ZodType<T>, target: CodedEndpoint & { readonly response: z.ZodType }, nested?: Nesting): Case {
  const encode = target.codec.encodeOutput as (value: unknown, input: unknown) => unknown;
  const decode = target.codec.decodeOutput as (wire: unknown) => unknown;
  const asSent = (row: unknown): unknown => (nested ? nested.holding(row) : row);
  const firstOf = (answer: unknown): unknown => (nested ? nested.taken(answer) : answer);
  const read = (body: unknown): Result<T, wire.WireFormatError> => wire.parseWire(name, target.response, asSent(body), (checked) => firstOf(decode(checked)) as T);
  return roundTrip(name, schema, (row) => firstOf(encode(asSent(row), undefined)), read, nested?.row ?? target.response);
}

/** The reader of the patient list's rows, as the web app reads a page of them. */
const readPatientRow = (input: unknown) => wire.parseWire('patient row', listPatientsEndpoint.response, input, listPatientsEndpoint.codec.decodeOutput);

const cases: Case[] = [
  viaCodec('patient list row', domain.PatientListRowSchema, listPatientsEndpoint),
  // The web app's encoder writes the form, the server's decoder hands the form's rules the same fields back.
  roundTrip('patient form', domain.PatientInputSchema, (input) => createPatientEndpoint.codec.encodeInput(input).json,
    (body) => ok(createPatientEndpoint.codec.decodeInput({ query: {}, params: {}, body: body as never, args: undefined }) as domain.PatientInput), wire.WirePatientInputSchema),
  roundTrip('record info', domain.RecordInfoSchema, wire.toWireRecordInfo, wire.fromWireRecordInfo, wire.WireRecordInfoSchema),
  roundTrip('record diagnostic row', domain.RecordDiagnosticRowSchema, wire.toWireRecordDiagnostic, wire.fromWireRecordDiagnostic, wire.WireRecordDiagnosticSchema),
  viaCodec('catalogue diagnostic', domain.CatalogueDiagnosticSchema, searchCatalogueEndpoint),
  viaCodec('insurance', domain.InsuranceSchema, listInsurancesEndpoint),
  viaCodec('plan', domain.PlanSchema, patientFormLookupsEndpoint, {
    row: wire.WirePlanSchema, holding: (plan) => ({ insurances: [], genders: [], plans: [plan] }), taken: (lookups) => (lookups as { plans: unknown[] }).plans[0],
  }),
  viaCodec('insurance agreement', domain.InsuranceAgreementSchema, listAgreementsEndpoint),
  viaCodec('first-semester report row', domain.InsuranceReportRowSchema, firstSemesterInsuranceReportEndpoint),
  viaCodec('second-semester report row', domain.InsuranceReportRowSchema, secondSemesterInsuranceReportEndpoint),
  viaCodec('general report row', domain.InsuranceReportRowSchema.extend({ netSurplusBilled: domain.InsuranceReportRowSchema.shape.netSurplusBilled.unwrap().nullable().refine((v) => v === null) }) as z.ZodType<domain.InsuranceReportRow>, generalInsuranceReportEndpoint),
  viaCodec('doctor', domain.DoctorSchema, listDoctorsEndpoint),
  viaCodec('doctor address', domain.DoctorAddressSchema, doctorAddressesEndpoint, listed(wire.WireDoctorAddressSchema)),
  viaCodec('program selection', domain.ProgramSelectionSchema, doctorProgramsEndpoint, listed(wire.WireProgramSelectionSchema)),
  viaCodec('sign-up lookups', domain.SignUpLookupsSchema, signUpLookupsEndpoint),
  viaCodec('user', domain.UserSchema, listUsersEndpoint),
  viaCodec('current user', domain.CurrentUserSchema, signInEndpoint),
  viaCodec('notification received', domain.ReceivedNotificationSchema, listNotificationsEndpoint, listed(wire.WireReceivedNotificationSchema)),
  viaCodec('video', domain.VideoSchema, listVideosEndpoint),
  // The gallery form's roles come back as the wire's list of role ids, which the form's rules read as roles with their own readers.
  roundTrip('video form', domain.VideoInputSchema, (input) => createVideoEndpoint.codec.encodeInput(input).json, (body) => {
    const draft = createVideoEndpoint.codec.decodeInput({ query: {}, params: {}, body: body as never, args: undefined });
    return ok({ ...draft, visibleToRoles: rawList(draft.visibleToRoles).map(readRole) } as domain.VideoInput);
  }, wire.WireVideoInputSchema),
  roundTrip('visit option', domain.VisitOptionSchema, wire.toWireVisitOption, wire.fromWireVisitOption, wire.WireVisitOptionSchema),
  viaCodec('PN info', domain.PnInfoSchema, pnInformationEndpoint),
  roundTrip('draft note save', domain.DraftNoteInputSchema, wire.toWireDraftNoteInput, wire.fromWireDraftNoteInput, wire.WireDraftNoteInputSchema),
  roundTrip('progress-note submission', domain.ProgressNoteSubmissionSchema, wire.toWireProgressNote, wire.fromWireProgressNote, wire.WireProgressNoteSchema),
  viaCodec('login report row', domain.LoginReportRowSchema, loginReportEndpoint),
];

describe('wire mapping round trip', () => {
  for (const c of cases) it(`reads back every ${c.name} it writes`, c.run);

  it('reads back every pagination header it writes', () => {
    fc.assert(fc.property(arb(domain.PaginationSchema), (page) => {
      expect(wire.fromPaginationHeader(wire.toPaginationHeader(page))._unsafeUnwrap()).toEqual(page);
    }));
  });

  // A medication row travels in the Smart progress note's jsonDRUGSTable and reaches the use case as the wizard wrote it.
  it('reads back every medication row it writes', () => {
    const { codec } = submitProgressNoteEndpoint;
    fc.assert(fc.property(arb(domain.ProgressNoteSubmissionSchema), arb(domain.MedicationRowSchema), (note, row) => {
      const body = JSON.parse(JSON.stringify(codec.encodeInput({ ...note, medications: [row] }).json)) as { jsonDRUGSTable: string };
      expect(wire.WireMedicationRowSchema.array().safeParse(JSON.parse(body.jsonDRUGSTable)).success).toBe(true);
      expect(codec.decodeInput({ query: {}, params: {}, body: body as never, args: undefined })._unsafeUnwrap().medications).toEqual([row]);
    }), { numRuns: 60 });
  });

  // The wizard opens a draft from the GetNoteDraft answer as sent: its sections as the JSON text the draft was saved with.
  it('reads back every draft note it writes', () => {
    const { codec, response } = findNoteDraftsEndpoint;
    fc.assert(fc.property(arb(domain.DraftNoteSchema), (draft) => {
      const [row] = JSON.parse(JSON.stringify(codec.encodeOutput([draft], { recordId: draft.recordId, draftId: null }))) as unknown[];
      expect(wire.WireDraftNoteSchema.safeParse(row).success).toBe(true);
      const [read] = wire.parseWire('note draft', response, [row], codec.decodeOutput)._unsafeUnwrap();
      expect({ id: read?.id, recordId: read?.recordId, content: JSON.parse(read?.progressNote_Data ?? 'null') as unknown, lastSavedAt: read?.last_Saved }).toEqual(draft);
    }), { numRuns: 60 });
  });

  it('never throws on arbitrary input, it answers with a WireFormatError', () => {
    const notifications = (input: unknown) => wire.parseWire('notifications', listNotificationsEndpoint.response, input, listNotificationsEndpoint.codec.decodeOutput);
    const users = (input: unknown) => wire.parseWire('user', listUsersEndpoint.response, input, listUsersEndpoint.codec.decodeOutput);
    const drafts = (input: unknown) => wire.parseWire('note draft', findNoteDraftsEndpoint.response, input, findNoteDraftsEndpoint.codec.decodeOutput);
    const readers = [readPatientRow, users, wire.fromWireProgressNote, drafts, notifications];
    fc.assert(fc.property(fc.anything(), (input) => {
      for (const read of readers) read(input).mapErr((e) => expect(e.kind).toBe('WireFormatError'));
    }));
    fc.assert(fc.property(fc.string(), (header) => {
      wire.fromPaginationHeader(header).mapErr((e) => expect(e.kind).toBe('WireFormatError'));
    }));
  });
});
