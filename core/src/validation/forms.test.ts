import { describe, expect, it } from 'vitest';
import { validatePatientForm, type PatientFormDraft } from './patient-form.js';
import { validateInsuranceForm, validateCatalogueForm, validateNoteForm, validateMaintenancePassword } from './simple-forms.js';
import { validateNotificationForm } from './notification-form.js';
import { isSafePreviewImage, PREVIEW_IMAGE_MAX_LENGTH, validateGalleryForm } from './gallery-form.js';
import { validateCalculatorForm, calculatorHeaderComplete } from './calculator-form.js';
import { fieldErrors, reasonLines } from './validation-failed.js';

const patient: PatientFormDraft = {
  documentId: '1EG4TE5MK73', firstName: 'Ana', lastName: 'Rivera', sex: 'F', dateOfBirth: '02-28-1950', insuranceId: '3', planId: 2,
  phone: '(787) 555-0123', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', doctorId: 4,
};

describe('validatePatientForm', () => {
  it('gives the clean patient for a complete form', () => {
    expect(validatePatientForm(patient, { actorRole: 'Admin' })._unsafeUnwrap()).toMatchObject({ dateOfBirth: '1950-02-28', insuranceId: 3, phone: '(787) 555-0123' });
  });

  it('requires the doctor only for roles other than Doctor and Staff', () => {
    const withoutDoctor = { ...patient, doctorId: '' };
    expect(fieldErrors(validatePatientForm(withoutDoctor, { actorRole: 'Admin' })._unsafeUnwrapErr())).toEqual({ doctorId: ['This field is required'] });
    expect(validatePatientForm(withoutDoctor, { actorRole: 'Doctor' }).isOk()).toBe(true);
    expect(validatePatientForm(withoutDoctor, { actorRole: 'Staff' }).isOk()).toBe(true);
  });

  it('checks lengths, phone format and the typed date', () => {
    const errors = fieldErrors(validatePatientForm({
      ...patient, documentId: '1EG4TE5MK7', insuranceContractNumber: '1234567890123', doctorRecordId: '1234567890123',
      phone: '123-456-7890', phone2: '(787) 155-0123', dateOfBirth: '02-30-1950', email: 'ana@',
    }, { actorRole: 'Doctor' })._unsafeUnwrapErr());
    expect(errors).toEqual({
      documentId: ['The Document ID field must be exactly 11 characters'],
      dateOfBirth: ['The DOB field must be a real date written MM-DD-YYYY'],
      insuranceContractNumber: ['The INS Contract No field may not be greater than 12 characters'],
      doctorRecordId: ['The Dr. Record ID field may not be greater than 12 characters'],
      phone: ['The Phone 1 must be either a valid phone number or e-mail'],
      phone2: ['The Phone 2 must be either a valid phone number or e-mail'],
      email: ['The Email field must be a valid email'],
    });
  });

  it('requires the e-mail only where the form asks for it', () => {
    expect(validatePatientForm(patient, { actorRole: 'Admin', emailRequired: true })._unsafeUnwrapErr().issues).toEqual([{ field: 'email', message: 'This field is required' }]);
  });

  it('takes the ESRD status and the Part D subsidy, no ESRD and no subsidy when absent', () => {
    expect(validatePatientForm(patient, { actorRole: 'Admin' })._unsafeUnwrap()).toMatchObject({ esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false });
    expect(validatePatientForm({ ...patient, esrdStatus: 'Dialysis', lowIncomeSubsidy: true, monthsSinceTransplant: '7' }, { actorRole: 'Admin' })._unsafeUnwrap())
      .toMatchObject({ esrdStatus: 'dialysis', monthsSinceTransplant: null, lowIncomeSubsidy: true });
    expect(validatePatientForm({ ...patient, esrdStatus: 'transplant', monthsSinceTransplant: '14' }, { actorRole: 'Admin' })._unsafeUnwrap())
      .toMatchObject({ esrdStatus: 'transplant', monthsSinceTransplant: 14 });
  });

  it('requires whole months from 1 to 1200 for a transplant, naming the field', () => {
    const months = (value: unknown) => fieldErrors(validatePatientForm({ ...patient, esrdStatus: 'transplant', monthsSinceTransplant: value }, { actorRole: 'Admin' })._unsafeUnwrapErr());
    expect(months('')).toEqual({ monthsSinceTransplant: ['This field is required'] });
    expect(months(0)).toEqual({ monthsSinceTransplant: ['The Months since transplant field must be between 1 and 1200'] });
    expect(months('1201')).toEqual({ monthsSinceTransplant: ['The Months since transplant field must be between 1 and 1200'] });
    expect(months('2.5')).toEqual({ monthsSinceTransplant: ['The Months since transplant field may only contain numeric characters'] });
    const bad = fieldErrors(validatePatientForm({ ...patient, esrdStatus: 'kidney', lowIncomeSubsidy: 'yes' }, { actorRole: 'Admin' })._unsafeUnwrapErr());
    expect(bad).toEqual({ esrdStatus: ['The ESRD status field must be one of the offered options'], lowIncomeSubsidy: ['The Part D low-income subsidy field must be one of the offered options'] });
  });

  it('names every missing required field', () => {
    const fields = validatePatientForm({}, { actorRole: 'Admin' })._unsafeUnwrapErr().issues.map((i) => i.field);
    expect(fields).toEqual(['doctorId', 'documentId', 'firstName', 'lastName', 'sex', 'dateOfBirth', 'insuranceId', 'planId', 'phone', 'street', 'city', 'state', 'zip']);
  });
});

describe('reasonLines', () => {
  it('writes "field: reason" lines, with the field renamed when asked', () => {
    const failure = validateInsuranceForm({ name: ' ' })._unsafeUnwrapErr();
    expect(reasonLines(failure)).toEqual(['name: This field is required']);
    expect(reasonLines(failure, (f) => (f === 'name' ? 'insuranceName' : f))).toEqual(['insuranceName: This field is required']);
  });
});

describe('small forms', () => {
  it('catalogue create needs Diagnostic ID and Description and numbers in the category fields', () => {
    expect(fieldErrors(validateCatalogueForm({ v28Hcc1: 'x' })._unsafeUnwrapErr())).toEqual({
      code: ['This field is required'], description: ['This field is required'], v28Hcc1: ['The V28 CMSHcc1 field may only contain numeric characters'],
    });
    expect(validateCatalogueForm({ code: 'e11.9', description: 'Type 2 diabetes', v28Hcc1: '38' })._unsafeUnwrap()).toMatchObject({ code: 'E11.9', v28Hcc1: 38, active: true });
  });

  it('a note needs its text', () => {
    expect(validateNoteForm({ recordId: 5, kind: 'mag', text: '' })._unsafeUnwrapErr().issues).toEqual([{ field: 'text', message: 'This field is required' }]);
    expect(validateNoteForm({ recordId: '5', kind: 'doctor', text: 'Seen today' })._unsafeUnwrap()).toEqual({ recordId: 5, kind: 'doctor', text: 'Seen today' });
  });

  it('an empty maintenance password gives "Please enter your password"', () => {
    expect(validateMaintenancePassword('')._unsafeUnwrapErr().issues[0]?.message).toBe('Please enter your password');
    expect(validateMaintenancePassword('secret')._unsafeUnwrap()).toBe('secret');
  });
});

describe('validateNotificationForm', () => {
  it('requires the recipients of the chosen type, a title up to 100 and a message up to 1000 characters', () => {
    expect(fieldErrors(validateNotificationForm({ recipientType: 'users', title: 'x'.repeat(101), body: '' })._unsafeUnwrapErr())).toEqual({
      recipientUserIds: ['This field is required'],
      title: ['The Title field may not be greater than 100 characters'],
      body: ['This field is required'],
    });
    expect(validateNotificationForm({ recipientType: 'roles', recipientRoles: [], title: 'T', body: 'x'.repeat(1001) })._unsafeUnwrapErr().issues.map((i) => i.field)).toEqual(['recipientRoles', 'body']);
  });

  it('reads recipients as lists or comma-joined text and never sends anonymously', () => {
    expect(validateNotificationForm({ recipientRoles: 'Doctor,Staff', title: 'Hi', body: 'There', persistent: true })._unsafeUnwrap())
      .toEqual({ title: 'Hi', body: 'There', recipientRoles: ['Doctor', 'Staff'], recipientUserIds: [], persistent: true, anonymous: false });
    expect(validateNotificationForm({ recipientUserIds: '3,4', title: 'Hi', body: 'There' })._unsafeUnwrap().recipientUserIds).toEqual([3, 4]);
  });
});

describe('validateGalleryForm', () => {
  it('requires title, category and roles, and an .mp4 or .mov file on create only', () => {
    expect(fieldErrors(validateGalleryForm({ fileName: 'talk.avi' }, 'create')._unsafeUnwrapErr())).toEqual({
      title: ['This field is required'], category: ['This field is required'], visibleToRoles: ['This field is required'],
      fileName: ['The Video file must be an .mp4 or .mov file'],
    });
    const form = { id: 2, title: 'Coding 101', category: '1', visibleToRoles: ['Doctor'] };
    expect(validateGalleryForm(form, 'edit').isOk()).toBe(true);
    expect(validateGalleryForm({ ...form, fileName: 'Coding.MOV' }, 'create').isOk()).toBe(true);
    expect(validateGalleryForm({ ...form, videoPath: 'videos/abc.mp4' }, 'create').isOk()).toBe(true);
  });

  it('takes a preview image as a small JPEG, PNG or WebP data URL, and refuses any other data or one too long', () => {
    const form = { id: 2, title: 'Coding 101', category: 1, visibleToRoles: ['Doctor'] };
    const jpeg = `data:image/jpeg;base64,${'A'.repeat(20_000)}`;
    expect(validateGalleryForm({ ...form, previewImagePath: jpeg }, 'edit')._unsafeUnwrap().previewImagePath).toBe(jpeg);
    expect(fieldErrors(validateGalleryForm({ ...form, previewImagePath: 'data:text/html;base64,PHA+' }, 'edit')._unsafeUnwrapErr()))
      .toEqual({ previewImagePath: ['The Preview image must be a JPEG, PNG or WebP image, an http(s) address or a path on this site'] });
    expect(fieldErrors(validateGalleryForm({ ...form, previewImagePath: `data:image/png;base64,${'A'.repeat(PREVIEW_IMAGE_MAX_LENGTH)}` }, 'edit')._unsafeUnwrapErr()).previewImagePath)
      .toHaveLength(1);
  });

  it('takes an http(s) address or a path on this site as a preview image, and refuses javascript: and other schemes', () => {
    for (const safe of ['https://cdn.example.org/p.jpg', 'HTTP://cdn.example.org/p.png', '/media/previews/p.webp', 'previews/p.jpg']) {
      expect(isSafePreviewImage(safe)).toBe(true);
    }
    for (const hostile of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox', 'file:///etc/passwd', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(isSafePreviewImage(hostile)).toBe(false);
    }
    const form = { id: 2, title: 'Coding 101', category: 1, visibleToRoles: ['Doctor'] };
    expect(fieldErrors(validateGalleryForm({ ...form, previewImagePath: 'javascript:alert(1)' }, 'edit')._unsafeUnwrapErr())).toHaveProperty('previewImagePath');
  });

  it('reads roles from role ids as the wire sends them', () => {
    expect(validateGalleryForm({ id: 2, title: 'T', category: 2, visibleToRoles: '5,9' }, 'edit')._unsafeUnwrap().visibleToRoles).toEqual(['Doctor', 'InsuranceStaff']);
  });
});

describe('validateCalculatorForm', () => {
  const header = { recordId: '15', patientName: 'Ana Rivera', dateOfBirth: '02-28-1950', sex: 'Female', planName: 'Gold' };

  it('needs a non-empty diagnostic list', () => {
    expect(validateCalculatorForm({ ...header, codes: [] })._unsafeUnwrapErr().issues).toEqual([{ field: 'codes', message: 'The Diagnostics must list at least one diagnostic' }]);
    expect(validateCalculatorForm({ ...header, codes: 'E11.9, I10' })._unsafeUnwrap()).toMatchObject({ recordId: 15, sex: 'F', codes: ['E11.9', 'I10'], optimize: false });
  });

  it('shows Fast Coding Search only once the header is complete', () => {
    expect(calculatorHeaderComplete(header)).toBe(true);
    expect(calculatorHeaderComplete({ ...header, planName: '' })).toBe(false);
  });
});
