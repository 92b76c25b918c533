import { describe, expect, it } from 'vitest';
import { validateUserForm, type UserFormDraft } from './user-form.js';
import { validateSignUpForm, validateCompleteProfileForm, type SignUpFormDraft } from './sign-up-form.js';
import { validateSoapAnswers } from './soap-answers.js';
import { fieldErrors } from './validation-failed.js';
import type { SignUpLookups } from '../domain/program-selection.js';
import type { VisitOption } from '../domain/visit-option.js';
import type { VisitOptionId } from '../domain/ids.js';

const lookups: SignUpLookups = {
  billingPrograms: [{ id: 1, name: 'Kareo' }, { id: 2, name: 'Other' }],
  recordPrograms: [{ id: 1, name: 'eClinicalWorks' }, { id: 9, name: 'Other' }],
  services: [{ id: 1, name: 'Codificación' }, { id: 2, name: 'Facturación' }],
};
const address = { phone: '787-555-0123', email: 'office@clinic.pr', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901' };
const person = { firstName: 'Luis', lastName: 'Ruiz', sex: 'M', dateOfBirth: '07-04-1970', email: 'luis@clinic.pr' };

describe('validateUserForm', () => {
  const staff: UserFormDraft = {
    ...person, role: 'Staff', documentId: '12345678901', speciality: 'Coding', phone: '7875550123', emailConfirmation: 'luis@clinic.pr',
    street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901',
  };
  const context = { lookups, requireEmailConfirmation: true };

  it('accepts a complete staff user without doctor or insurance fields', () => {
    expect(validateUserForm(staff, context)._unsafeUnwrap()).toMatchObject({ role: 'Staff', addresses: [], mdLicenseNumber: null, insuranceId: null });
  });

  it('applies every maximum length and the matching confirmation', () => {
    const errors = fieldErrors(validateUserForm({
      ...staff, firstName: 'x'.repeat(251), speciality: 'x'.repeat(51), email: `${'x'.repeat(45)}@a.com`, emailConfirmation: 'other@clinic.pr',
      street: 'x'.repeat(251), city: 'x'.repeat(26), state: 'PRX', zip: '12345678901', documentId: '123456789',
    }, context)._unsafeUnwrapErr());
    expect(errors).toEqual({
      documentId: ['The DocumentID field must be at least 10 characters'],
      firstName: ['The First Name field may not be greater than 250 characters'],
      speciality: ['The Speciality field may not be greater than 50 characters'],
      email: ['The Email field may not be greater than 50 characters'],
      street: ['The Street field may not be greater than 250 characters'],
      city: ['The City field may not be greater than 25 characters'],
      state: ['The State field may not be greater than 2 characters'],
      zip: ['The Zip field may not be greater than 10 characters'],
    });
    expect(fieldErrors(validateUserForm({ ...staff, emailConfirmation: 'other@clinic.pr' }, context)._unsafeUnwrapErr())).toEqual({ emailConfirmation: ['The Email confirmation does not match'] });
  });

  it('asks insurance staff for insurance and IPA number', () => {
    const fields = validateUserForm({ ...staff, role: 9 }, context)._unsafeUnwrapErr().issues.map((i) => i.field);
    expect(fields).toEqual(['insuranceId', 'ipaNumber']);
  });

  it('asks a doctor for a valid NPI, MD license, address groups and the program choices', () => {
    const errors = fieldErrors(validateUserForm({ ...staff, role: 'Doctor', documentId: '1234567890', mdLicenseNumber: '12345678901' }, context)._unsafeUnwrapErr());
    expect(errors).toEqual({
      documentId: ['The NPI field must be a valid NPI (10 digits with a correct check digit)'],
      mdLicenseNumber: ['The MD License Number field may not be greater than 10 characters'],
      addresses: ['This field is required'],
      billingProgramIds: ['This field is required'], recordProgramIds: ['This field is required'], serviceIds: ['This field is required'],
    });
  });

  it('validates every address group of a doctor the same way and asks to specify Other', () => {
    const doctor = {
      ...staff, role: 'Doctor', documentId: '1234567893', mdLicenseNumber: '55512', addresses: [address, { ...address, city: '', phone: '555' }],
      billingProgramIds: [2], recordProgramIds: '1', serviceIds: [1, 2], authorizedContact1: { firstName: 'x'.repeat(21) },
    };
    expect(fieldErrors(validateUserForm(doctor, context)._unsafeUnwrapErr())).toEqual({
      'addresses.1.phone': ['The Phone field must be at least 10 characters'],
      'addresses.1.city': ['This field is required'],
      'authorizedContact1.firstName': ['The Authorized Contact Name field may not be greater than 20 characters'],
      otherBillingProgram: ['This field is required'],
    });
  });
});

describe('validateSignUpForm', () => {
  const signUp: SignUpFormDraft = {
    ...person, npi: '1234567893', mdLicenseNumber: '55512', addresses: [address], billingProgramIds: [1], recordProgramIds: [9],
    otherRecordProgram: 'Practice Fusion', serviceIds: [2], termsAccepted: true, privacyAccepted: true, hipaaAccepted: true,
  };

  it('accepts a complete registration and fills the top-level address from the first group', () => {
    expect(validateSignUpForm(signUp, lookups)._unsafeUnwrap()).toMatchObject({
      role: 'Doctor', policyAccepted: true, phone: '787-555-0123', city: 'San Juan', recordProgramIds: [9], otherRecordProgram: 'Practice Fusion',
    });
  });

  it('requires all three consents', () => {
    expect(validateSignUpForm({ ...signUp, privacyAccepted: false, hipaaAccepted: undefined }, lookups)._unsafeUnwrapErr().issues).toEqual([
      { field: 'privacyAccepted', message: 'This field is required' },
      { field: 'hipaaAccepted', message: 'This field is required' },
    ]);
    const { termsAccepted: _t, privacyAccepted: _p, hipaaAccepted: _h, ...wireLike } = signUp;
    expect(validateSignUpForm({ ...wireLike, policyAccepted: false }, lookups)._unsafeUnwrapErr().issues).toEqual([{ field: 'policyAccepted', message: 'This field is required' }]);
    expect(validateSignUpForm({ ...wireLike, policyAccepted: true }, lookups).isOk()).toBe(true);
  });

  it('wants an MD license of letters and digits, a valid NPI and program ids from the lists', () => {
    expect(fieldErrors(validateSignUpForm({ ...signUp, mdLicenseNumber: 'MD-1', npi: '', serviceIds: [7] }, lookups)._unsafeUnwrapErr())).toEqual({
      npi: ['This field is required'],
      mdLicenseNumber: ['The MD License Number field may only contain letters and numbers'],
      serviceIds: ['The Other services field must be one of the offered options'],
    });
  });

  it('takes the licence the Doctors form saves, in sign-up, Complete Profile and the user form alike', () => {
    expect(validateSignUpForm({ ...signUp, mdLicenseNumber: 'MD654328' }, lookups).isOk()).toBe(true);
    expect(validateCompleteProfileForm({ ...signUp, mdLicenseNumber: 'MD654328', userId: 8, emailConfirmation: signUp.email }, lookups).isOk()).toBe(true);
    expect(fieldErrors(validateCompleteProfileForm({ ...signUp, mdLicenseNumber: 'MD 654', userId: 8, emailConfirmation: signUp.email }, lookups)._unsafeUnwrapErr()))
      .toEqual({ mdLicenseNumber: ['The MD License Number field may only contain letters and numbers'] });
  });

  it('completes a profile with the user id and a matching confirmation', () => {
    expect(validateCompleteProfileForm({ ...signUp, userId: 8, emailConfirmation: 'luis@clinic.pr' }, lookups)._unsafeUnwrap()).toMatchObject({ userId: 8, emailConfirmation: 'luis@clinic.pr' });
    expect(fieldErrors(validateCompleteProfileForm({ ...signUp, emailConfirmation: 'x@clinic.pr' }, lookups)._unsafeUnwrapErr())).toEqual({
      emailConfirmation: ['The Email confirmation does not match'], userId: ['This field is required'],
    });
  });
});

describe('validateSoapAnswers', () => {
  const option = (id: number, groupId: number, description: string, required: boolean, inputType: VisitOption['inputType'] = 'Check'): VisitOption => ({
    id: id as VisitOptionId, description, groupId, groupDescription: `group ${groupId}`, header: null, inputType, required, tooltip: null, image: null, maleOrder: id, femaleOrder: id,
  });
  const options = [option(1, 10, 'Cough', true), option(2, 10, 'Other', true), option(3, 20, 'Notes', true, 'Texta'), option(4, 30, 'Fever', false)];

  it('requires an answer to every question with a required option', () => {
    expect(validateSoapAnswers(options, { selected: [], texts: {} })._unsafeUnwrapErr().issues.map((i) => i.field)).toEqual(['soap.group.10', 'soap.group.20']);
    expect(validateSoapAnswers(options, { selected: [1], texts: { 3: 'stable' } }).isOk()).toBe(true);
  });

  it('requires the specify text when Other is chosen', () => {
    expect(validateSoapAnswers(options, { selected: [2], texts: { 3: 'stable' } })._unsafeUnwrapErr().issues).toEqual([{ field: 'soap.option.2', message: 'This field is required' }]);
  });
});
