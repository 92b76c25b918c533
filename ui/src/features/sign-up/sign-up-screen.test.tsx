import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildTestWorld, type TestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { REGISTRATION_SUCCESS_MESSAGE } from './sign-up-form-view.js';

afterEach(cleanup);

const LOOKUPS = {
  billingPrograms: [{ billingProgramID: 1, billingProgramName: 'Kareo' }, { billingProgramID: 2, billingProgramName: 'Other' }],
  recordPrograms: [{ recordProgramID: 5, recordProgramName: 'eClinicalWorks' }, { recordProgramID: 6, recordProgramName: 'Other' }],
  services: [{ serviceID: 7, serviceIDName: 'Codificación' }, { serviceID: 8, serviceIDName: 'Facturación' }],
};

function world(): TestWorld {
  const built = buildTestWorld();
  built.server.on('GET', 'Authentication/GetSignUpResolve', { status: 200, body: LOOKUPS });
  built.server.on('GET', 'Misc/Genders', { status: 200, body: [{ label: 'Male', value: 'M' }, { label: 'Female', value: 'F' }] });
  built.server.on('POST', 'Doctors', { status: 200, body: [{ result: 1 }] });
  return built;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const set = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
// The masked date field reacts to input events, as it does while typing.
const typeDate = (id: string, value: string) => fireEvent.input(field(id), { target: { value } });

function scrollToEnd(name: 'terms' | 'privacy' | 'hipaa', scrollTop = 800) {
  const box = document.getElementById(`consent-${name}-text`) as HTMLElement;
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1_000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 200 });
  box.scrollTop = scrollTop;
  fireEvent.scroll(box);
}

async function openForm() {
  const app = world();
  renderApp(app, '/signUp');
  await screen.findByRole('heading', { name: 'Registration Form' });
  await screen.findByLabelText('Kareo');
  return app;
}

describe('the sign-up form', () => {
  it('marks every required field with "This field is required"', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const id of ['firstName', 'lastName', 'npi', 'mdLicenseNumber', 'email', 'dateOfBirth', 'sex', 'addresses-0-phone', 'addresses-0-email',
      'addresses-0-street', 'addresses-0-city', 'addresses-0-state', 'addresses-0-zip', 'billingProgramIds', 'recordProgramIds', 'serviceIds',
      'consent-terms', 'consent-privacy', 'consent-hipaa']) {
      expect(errorOf(id), id).toBe('This field is required');
    }
    expect(field('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('whatsAppPhone')).toBeNull();
  });

  it('shows the format messages of the core rules', async () => {
    await openForm();
    set('npi', '1234567890');
    set('mdLicenseNumber', 'AB-12');
    set('email', 'not-an-email');
    typeDate('dateOfBirth', '02-30-2020');
    set('whatsAppPhone', '1234567890');
    set('addresses-0-phone', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('npi')).toBe('The NPI field must be a valid NPI (10 digits with a correct check digit)');
    expect(errorOf('mdLicenseNumber')).toBe('The MD License Number field may only contain letters and numbers');
    expect(errorOf('email')).toBe('The Email field must be a valid email');
    expect(errorOf('dateOfBirth')).toBe('The Date of Birth field must be a real date written MM-DD-YYYY');
    expect(errorOf('whatsAppPhone')).toBe('The WhatsApp Phone must be either a valid phone number or e-mail');
    expect(errorOf('addresses-0-phone')).toBe('The Phone field must be at least 10 characters');
  });

  it('asks to specify the billing software and record program when Other is chosen', async () => {
    await openForm();
    expect(document.getElementById('billingProgramIds-other')).toBeNull();
    fireEvent.click(screen.getAllByLabelText('Other')[0] as HTMLElement);
    fireEvent.click(screen.getAllByLabelText('Other')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('billingProgramIds-other')).toBe('This field is required');
    expect(errorOf('recordProgramIds-other')).toBe('This field is required');
    expect(errorOf('billingProgramIds')).toBeNull();
  });

  it('keeps each consent checkbox disabled until its text is scrolled to the end (within 2 px)', async () => {
    await openForm();
    const terms = field('consent-terms-accept');
    expect(terms.disabled).toBe(true);
    scrollToEnd('terms', 797);
    expect(field('consent-terms-accept').disabled).toBe(true);
    scrollToEnd('terms', 798);
    await waitFor(() => expect(field('consent-terms-accept').disabled).toBe(false));
    expect(field('consent-privacy-accept').disabled).toBe(true);
    expect(field('consent-hipaa-accept').disabled).toBe(true);
  });

  it('adds and removes address groups and shows the first three with More/Less', async () => {
    await openForm();
    expect(screen.queryByRole('button', { name: 'Remove address 1' })).toBeNull();
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'More (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove address 2' }));
    expect(screen.getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /More|Less/ })).toBeNull();
  });

  it('registers a valid form, then shows the success message in place of a cleared form', async () => {
    const app = await openForm();
    set('firstName', 'Ana');
    set('lastName', 'Rivera');
    set('npi', '1234567893');
    set('mdLicenseNumber', '12345');
    set('email', 'ana@clinic.example.com');
    typeDate('dateOfBirth', '01-15-1970');
    fireEvent.click(field('sex').closest('.p-dropdown') as HTMLElement);
    await waitFor(() => expect(document.querySelector('[role="option"][aria-label="Female"]')).not.toBeNull());
    fireEvent.click(document.querySelector('[role="option"][aria-label="Female"]') as HTMLElement);
    set('addresses-0-phone', '787-555-0123');
    set('addresses-0-email', 'office@clinic.example.com');
    set('addresses-0-street', '1 Calle Luna');
    set('addresses-0-city', 'San Juan');
    set('addresses-0-state', 'PR');
    set('addresses-0-zip', '00901');
    fireEvent.click(screen.getByLabelText('Kareo'));
    fireEvent.click(screen.getByLabelText('eClinicalWorks'));
    fireEvent.click(screen.getByLabelText('Facturación'));
    for (const name of ['terms', 'privacy', 'hipaa'] as const) {
      scrollToEnd(name);
      await waitFor(() => expect(field(`consent-${name}-accept`).disabled).toBe(false));
      fireEvent.click(field(`consent-${name}-accept`));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REGISTRATION_SUCCESS_MESSAGE)).toBeTruthy();
    expect(app.server.requests('POST', 'Doctors')[0]?.body).toMatchObject({
      firstName: 'Ana', lastName: 'Rivera', documentID: '1234567893', mdlicensenumber: '12345', email1: 'ana@clinic.example.com', dob: '1970-01-15',
      sex: 'F', role: 'Doctor', policyAcceptanceFlag: true, rmtBillingProgram: '1', rmtRecordProgram: '5', rmtServices: '8',
      doctorAddresses: [{ phone: '787-555-0123', email: 'office@clinic.example.com', street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register another physician' }));
    expect(field('firstName').value).toBe('');
    expect(field('consent-terms-accept').disabled).toBe(true);
  });
});
