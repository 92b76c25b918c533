import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { draftFromWire, refusalByField, wireFieldNamer, PATIENT_FORM_WIRE_NAMES, USER_FORM_WIRE_NAMES, SIGN_UP_FORM_WIRE_NAMES } from './form-drafts.js';
import { createPatientEndpoint } from '../contract/patient-endpoints.js';
import { validatePatientForm } from '../validation/patient-form.js';
import { validateUserForm } from '../validation/user-form.js';
import { validateSignUpForm } from '../validation/sign-up-form.js';
import { reasonLines } from '../validation/validation-failed.js';
import { arbitraryOf, type ArbitraryKit } from '../testing/builders/schema-arbitrary.js';
import { PatientInputSchema, type PatientInput } from '../domain/patient-input.js';

describe('form drafts from wire bodies', () => {
  it('let the server check a wire body with the form rules and name wire fields in its 400 lines', () => {
    const body = {
      roleId: 5, documentID: '1234567893', mdlicensenumber: '555', firstName: 'Luis', lastName: 'Ruiz', speciality: 'Internal medicine',
      sex: 'M', dob: '1970-07-04', phone: '7875550123', email1: 'luis@clinic.pr', street: 'Sol 1', city: 'San Juan', state: 'PR', zip: '00901',
      rmtBillingProgram: '1', rmtRecordProgram: '1', rmtServices: '1', authContactName1: 'x'.repeat(21),
      doctorAddresses: [{ phone1: '555', email: 'office@clinic.pr', street: 'Sol 1', city: 'San Juan', state: 'PR', zip: '00901' }],
    };
    const failure = validateUserForm(draftFromWire(body, USER_FORM_WIRE_NAMES), { lookups: null, requireEmailConfirmation: false })._unsafeUnwrapErr();
    expect(reasonLines(failure, wireFieldNamer(USER_FORM_WIRE_NAMES))).toEqual([
      'doctorAddresses.0.phone1: The Phone field must be at least 10 characters',
      'authContactName1: The Authorized Contact Name field may not be greater than 20 characters',
    ]);
  });

  it('read a sign-up body with its policy flag and comma-joined choices', () => {
    const body = {
      firstName: 'Luis', lastName: 'Ruiz', documentID: '1234567893', mdlicensenumber: '555', email1: 'luis@clinic.pr', dob: '1970-07-04',
      sex: 'M', role: 'Doctor', policyAcceptanceFlag: true, isAnonymous: false, rmtBillingProgram: '1,2', rmtRecordProgram: '1', rmtServices: '1',
      doctorAddresses: [{ phone: '7875550123', email: 'office@clinic.pr', street: 'Sol 1', city: 'San Juan', state: 'PR', zip: '00901' }],
    };
    expect(validateSignUpForm(draftFromWire(body, SIGN_UP_FORM_WIRE_NAMES), null)._unsafeUnwrap()).toMatchObject({ billingProgramIds: [1, 2], phone: '7875550123' });
  });

  it('accept every valid patient form the web app sends, unchanged', () => {
    const valid = (arbitraryOf(PatientInputSchema, fc as unknown as ArbitraryKit) as unknown as fc.Arbitrary<PatientInput>).map((p): PatientInput => ({
      ...p, documentId: '1EG4TE5MK73', firstName: 'Ana', lastName: 'Rivera', phone: '(787) 555-0123', phone2: null, email: null,
      street: 'Sol 1', city: 'San Juan', state: 'PR', zip: '00901', insuranceContractNumber: 'C-1', doctorRecordId: 'R-1', insuranceName: 'Plan A', planName: 'Gold',
      // The form keeps months for a transplant only, and a transplant always has them.
      monthsSinceTransplant: p.esrdStatus === 'transplant' ? (p.monthsSinceTransplant ?? 1) : null,
    }));
    fc.assert(fc.property(valid, (input) => {
      const draft = draftFromWire(JSON.parse(JSON.stringify(createPatientEndpoint.codec.encodeInput(input).json)), PATIENT_FORM_WIRE_NAMES);
      expect(validatePatientForm(draft, { actorRole: 'Doctor' })._unsafeUnwrap()).toEqual(input);
    }), { numRuns: 40 });
  });

  it('never throw on any body', () => {
    fc.assert(fc.property(fc.anything(), (body) => {
      expect(typeof draftFromWire(body, USER_FORM_WIRE_NAMES)).toBe('object');
    }));
  });
});

describe('refusalByField', () => {
  it('puts each reason line of a form field under that field and keeps the others, inverting wireFieldNamer', () => {
    const lines = reasonLines({ kind: 'ValidationFailed', issues: [
      { field: 'planId', message: 'The Insurance Plan field must be one of the offered options' },
      { field: 'planId', message: 'a second reason' },
      { field: 'email', message: 'The Email field is not a valid e-mail address' },
    ] }, wireFieldNamer(PATIENT_FORM_WIRE_NAMES));
    const split = refusalByField([...lines, 'The patient is inactive'], PATIENT_FORM_WIRE_NAMES);
    expect(split.fields).toEqual({ planId: 'The Insurance Plan field must be one of the offered options', email: 'The Email field is not a valid e-mail address' });
    expect(split.others).toEqual(['The patient is inactive']);
  });

  it('puts a list element\'s reason under that element\'s field', () => {
    const lines = reasonLines({ kind: 'ValidationFailed', issues: [
      { field: 'addresses.1.phone', message: 'The Phone field must be at least 10 characters' },
      { field: 'firstName', message: 'The First Name field is required' },
    ] }, wireFieldNamer(USER_FORM_WIRE_NAMES));
    expect(lines[0]).toMatch(/^doctorAddresses\.1\.phone1: /);
    const split = refusalByField([...lines, 'doctorAddresses.x.phone1: not an element', 'doctorAddresses.0.unknown: not a field'], USER_FORM_WIRE_NAMES);
    expect(split.fields).toEqual({ 'addresses.1.phone': 'The Phone field must be at least 10 characters', firstName: 'The First Name field is required' });
    expect(split.others).toEqual(['doctorAddresses.x.phone1: not an element', 'doctorAddresses.0.unknown: not a field']);
  });
});
