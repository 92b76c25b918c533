import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf, type ArbitraryKit } from '../testing/builders/schema-arbitrary.js';
import * as domain from '../domain/index.js';
import * as wire from './index.js';
import { listNotificationsEndpoint } from '../contract/notification-endpoints.js';
import { generalInsuranceReportEndpoint } from '../contract/insurance-report-endpoints.js';
import { renameInsuranceEndpoint } from '../contract/insurance-endpoints.js';
import { createPatientEndpoint, listPatientsEndpoint } from '../contract/patient-endpoints.js';
import { createVideoEndpoint } from '../contract/gallery-endpoints.js';

const arb = <S extends z.ZodType>(schema: S) => arbitraryOf(schema, fc as unknown as ArbitraryKit) as unknown as fc.Arbitrary<z.output<S>>;

function namesAgree<T extends object>(schema: z.ZodType<T>, names: Record<string, string>, toWire: (value: T) => object) {
  fc.assert(fc.property(arb(schema), (value) => {
    const written = toWire(value) as Record<string, unknown>;
    for (const [field, wireName] of Object.entries(names)) {
      const internal = (value as Record<string, unknown>)[field];
      if (internal === null || ['string', 'number', 'boolean'].includes(typeof internal)) expect(written[wireName]).toEqual(internal);
    }
  }), { numRuns: 30 });
}

describe('wire field-name maps', () => {
  it('name the wire field each mapper writes', () => {
    namesAgree(domain.PatientInputSchema, wire.PATIENT_INPUT_WIRE_FIELDS, (input) => createPatientEndpoint.codec.encodeInput(input).json ?? {});
    namesAgree(domain.CatalogueDiagnosticSchema, wire.CATALOGUE_DIAGNOSTIC_WIRE_FIELDS, wire.toWireCatalogueDiagnostic);
    namesAgree(domain.InsuranceInputSchema.extend({ id: domain.InsuranceIdSchema }), wire.INSURANCE_INPUT_WIRE_FIELDS, (rename) => renameInsuranceEndpoint.codec.encodeInput(rename).json ?? {});
    namesAgree(domain.VideoInputSchema, wire.VIDEO_INPUT_WIRE_FIELDS, (input) => createVideoEndpoint.codec.encodeInput(input).json ?? {});
    namesAgree(domain.DoctorAddressSchema, wire.SIGN_UP_ADDRESS_WIRE_FIELDS, wire.toWireSignUpAddress);
    namesAgree(domain.DoctorAddressSchema, wire.DOCTOR_ADDRESS_WIRE_FIELDS, wire.toWireDoctorAddress);
  });
});

describe('wire aliases and conventions', () => {
  const patientRow = {
    recordID: 7, doctorId: 3, documentID: '1EG4TE5MK73', patient: 'Ana Rivera', doctor: 'Dr. Ruiz', plan: 'Gold', sex: 'F',
    dob: '1950-02-28', age: 76, dXs: 0, patientStatus: true, raF_TOTAL: 1.2, raF_TOTAL_BilledFSM: 0.6, raF_TOTAL_BilledSSM: 0,
    percentage_BFSM: 0.5, percentage_BSSM: 0,
  };

  const readPatientRow = (input: unknown) => wire.parseWire('patient row', listPatientsEndpoint.response, input, listPatientsEndpoint.codec.decodeOutput);

  it('reads a patient row that uses the second spelling of each alias', () => {
    const row = readPatientRow(patientRow)._unsafeUnwrap();
    expect([row.patientName, row.doctorName, row.planName]).toEqual(['Ana Rivera', 'Dr. Ruiz', 'Gold']);
  });

  it('refuses a patient row with no patient name', () => {
    const { patient: _dropped, ...rest } = patientRow;
    expect(readPatientRow(rest)._unsafeUnwrapErr().issues[0]).toMatch(/^fullName: /);
  });

  it('reads a received notification from either spelling', () => {
    const row = { notificationId: 4, title: 'Hi', body: 'There', isPersistent: true, readFlag: false, userID_M: '12' };
    const read = wire.parseWire('notifications', listNotificationsEndpoint.response, [row], listNotificationsEndpoint.codec.decodeOutput);
    expect(read._unsafeUnwrap()).toEqual([{ id: 4, title: 'Hi', body: 'There', persistent: true, read: false, recipientUserIds: [12] }]);
  });

  it('writes the patient form with the sex label, the M/F value in sexId and email2 null', () => {
    fc.assert(fc.property(arb(domain.PatientInputSchema), (input) => {
      const body = createPatientEndpoint.codec.encodeInput(input).json;
      expect(body?.sexId).toBe(input.sex);
      expect(body?.sex).toBe(input.sex === 'M' ? 'Male' : 'Female');
      expect(body?.email2).toBeNull();
    }), { numRuns: 20 });
  });

  it('writes roleId 5 and insuranceID 999 in every complete-profile body', () => {
    fc.assert(fc.property(arb(domain.CompleteProfileSchema), (profile) => {
      expect(wire.toWireCompleteProfile(profile)).toMatchObject({ roleId: 5, insuranceID: 999 });
    }), { numRuns: 20 });
  });

  it('puts the billed net surplus under the semester report\'s own name', () => {
    fc.assert(fc.property(arb(domain.InsuranceReportRowSchema), (row) => {
      expect(wire.toWireInsuranceReportRow('firstSemester', row)).not.toHaveProperty('netSurplusBilledSsm');
      expect(wire.toWireInsuranceReportRow('secondSemester', row)).not.toHaveProperty('netSurplusBilledFsm');
      const { codec } = generalInsuranceReportEndpoint;
      expect(codec.decodeOutput(wire.WireInsuranceReportRowSchema.parse(codec.encodeOutput(row, undefined as never))).netSurplusBilled).toBeNull();
    }), { numRuns: 20 });
  });

  it('treats visit option optional 0 as required and anything else as optional', () => {
    const option = { visitOptionID: 1, visitOptionDescription: 'Cough', visitGroupID: 2, visitGroupDescription: 'Chief complaint', inputTypeOption: 'Check' };
    expect(wire.fromWireVisitOption({ ...option, optional: 0 })._unsafeUnwrap().required).toBe(true);
    expect(wire.fromWireVisitOption({ ...option, optional: 1 })._unsafeUnwrap().required).toBe(false);
  });

  it('writes role ids in rolesChain and reads role names back', () => {
    fc.assert(fc.property(arb(domain.VideoSchema), (video) => {
      const body = wire.toWireVideo(video);
      expect(wire.splitIds(body.rolesChain)).toEqual(video.visibleToRoles.map(domain.roleIdOf));
    }), { numRuns: 20 });
  });
});
