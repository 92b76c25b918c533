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
import { createPatientEndpoint } from '../contract/patient-endpoints.js';
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

/**
 * A row's round trip through an endpoint's codec: written by the server's encoder, read by the web app's decoder
 * through the endpoint's schema (a row of a paged list, or, given `listedAs`, the one row of a list answer).
 */
function viaCodec<T>(name: string, schema: z.ZodType<T>, target: CodedEndpoint & { readonly response: z.ZodType }, listedAs?: z.ZodType): Case {
  const encode = target.codec.encodeOutput as (value: unknown, input: unknown) => unknown;
  const decode = target.codec.decodeOutput as (wire: unknown) => unknown;
  const asSent = (row: unknown): unknown => (listedAs ? [row] : row);
  const firstOf = (answer: unknown): unknown => (listedAs ? (answer as unknown[])[0] : answer);
  const read = (body: unknown): Result<T, wire.WireFormatError> => wire.parseWire(name, target.response, asSent(body), (checked) => firstOf(decode(checked)) as T);
  return roundTrip(name, schema, (row) => firstOf(encode(asSent(row), undefined)), read, listedAs ?? target.response);
}

const cases: Case[] = [
  roundTrip('patient list row', domain.PatientListRowSchema, wire.toWirePatientRow, wire.fromWirePatientRow, wire.WirePatientRowSchema),
  // The web app's encoder writes the form, the server's decoder hands the form's rules the same fields back.
  roundTrip('patient form', domain.PatientInputSchema, (input) => createPatientEndpoint.codec.encodeInput(input).json,
    (body) => ok(createPatientEndpoint.codec.decodeInput({ query: {}, params: {}, body: body as never, args: undefined }) as domain.PatientInput), wire.WirePatientInputSchema),
  roundTrip('record info', domain.RecordInfoSchema, wire.toWireRecordInfo, wire.fromWireRecordInfo, wire.WireRecordInfoSchema),
  roundTrip('record diagnostic row', domain.RecordDiagnosticRowSchema, wire.toWireRecordDiagnostic, wire.fromWireRecordDiagnostic, wire.WireRecordDiagnosticSchema),
  roundTrip('catalogue diagnostic', domain.CatalogueDiagnosticSchema, wire.toWireCatalogueDiagnostic, wire.fromWireCatalogueDiagnostic, wire.WireCatalogueDiagnosticSchema),
  viaCodec('insurance', domain.InsuranceSchema, listInsurancesEndpoint),
  roundTrip('plan', domain.PlanSchema, wire.toWirePlan, wire.fromWirePlan, wire.WirePlanSchema),
  viaCodec('insurance agreement', domain.InsuranceAgreementSchema, listAgreementsEndpoint),
  viaCodec('first-semester report row', domain.InsuranceReportRowSchema, firstSemesterInsuranceReportEndpoint),
  viaCodec('second-semester report row', domain.InsuranceReportRowSchema, secondSemesterInsuranceReportEndpoint),
  viaCodec('general report row', domain.InsuranceReportRowSchema.extend({ netSurplusBilled: domain.InsuranceReportRowSchema.shape.netSurplusBilled.unwrap().nullable().refine((v) => v === null) }) as z.ZodType<domain.InsuranceReportRow>, generalInsuranceReportEndpoint),
  viaCodec('doctor', domain.DoctorSchema, listDoctorsEndpoint),
  viaCodec('doctor address', domain.DoctorAddressSchema, doctorAddressesEndpoint, wire.WireDoctorAddressSchema),
  viaCodec('program selection', domain.ProgramSelectionSchema, doctorProgramsEndpoint, wire.WireProgramSelectionSchema),
  viaCodec('sign-up lookups', domain.SignUpLookupsSchema, signUpLookupsEndpoint),
  viaCodec('user', domain.UserSchema, listUsersEndpoint),
  viaCodec('current user', domain.CurrentUserSchema, signInEndpoint),
  viaCodec('notification received', domain.ReceivedNotificationSchema, listNotificationsEndpoint, wire.WireReceivedNotificationSchema),
  viaCodec('video', domain.VideoSchema, listVideosEndpoint),
  // The gallery form's roles come back as the wire's list of role ids, which the form's rules read as roles.
  roundTrip('video form', domain.VideoInputSchema, (input) => createVideoEndpoint.codec.encodeInput(input).json, (body) => {
    const draft = createVideoEndpoint.codec.decodeInput({ query: {}, params: {}, body: body as never, args: undefined });
    return ok({ ...draft, visibleToRoles: wire.rolesFromWire(draft.visibleToRoles as string) } as domain.VideoInput);
  }, wire.WireVideoInputSchema),
  roundTrip('visit option', domain.VisitOptionSchema, wire.toWireVisitOption, wire.fromWireVisitOption, wire.WireVisitOptionSchema),
  roundTrip('medication row', domain.MedicationRowSchema, wire.toWireMedicationRow, wire.fromWireMedicationRow, wire.WireMedicationRowSchema),
  viaCodec('PN info', domain.PnInfoSchema, pnInformationEndpoint),
  roundTrip('draft note', domain.DraftNoteSchema, wire.toWireDraftNote, wire.fromWireDraftNote, wire.WireDraftNoteSchema),
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

  it('reads back every page query it writes', () => {
    const request = arb(domain.PageRequestSchema).filter((r) => r.searchQuery === null || (r.searchQuery.trim() === r.searchQuery && r.searchQuery !== ''));
    fc.assert(fc.property(request, (r) => {
      expect(wire.fromWirePageQuery(wire.toWirePageQuery(r), 10)._unsafeUnwrap()).toEqual(r);
    }));
  });

  it('never throws on arbitrary input, it answers with a WireFormatError', () => {
    const notifications = (input: unknown) => wire.parseWire('notifications', listNotificationsEndpoint.response, input, listNotificationsEndpoint.codec.decodeOutput);
    const users = (input: unknown) => wire.parseWire('user', listUsersEndpoint.response, input, listUsersEndpoint.codec.decodeOutput);
    const readers = [wire.fromWirePatientRow, users, wire.fromWireProgressNote, wire.fromWireDraftNote, notifications];
    fc.assert(fc.property(fc.anything(), (input) => {
      for (const read of readers) read(input).mapErr((e) => expect(e.kind).toBe('WireFormatError'));
    }));
    fc.assert(fc.property(fc.string(), (header) => {
      wire.fromPaginationHeader(header).mapErr((e) => expect(e.kind).toBe('WireFormatError'));
    }));
  });
});
