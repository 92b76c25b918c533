import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const PROFILE = {
  userId: 11, rmT_UserId: 21, doctorId: 41, documentID: '1234567893', userName: '1234567893', fullName: 'Ana Rivera', firstName: 'Ana', lastName: 'Rivera',
  speciality: 'Internal Medicine', sex: 'F', dob: '1970-01-15', mdlicensenumber: '12345', phone: '(787) 555-0123', mobile: null, email1: 'ana@clinic.example.com',
  street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901', rolName: 'Doctor', roleId: 5, active: true, twoFactorEnabled: false,
  insuranceID: null, insuranceName: null, ipaNumber: null, wsPhone: null, rmtBillingProgram: '1', rmtRecordProgram: '5', rmtServices: '8',
  doctorAddresses: [{ addressID: 3, location_name: 'Main office', street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901', phone1: '(787) 555-0123', phone2: null, email: 'office@clinic.example.com', confirmation: null }],
};

describe('complete profile', () => {
  it('shows the same form filled from the profile, NPI read-only, in a modal the backdrop does not close; saving goes to the root route', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    world.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
    world.server.on('GET', 'Authentication/GetSignUpResolve', { status: 200, body: {
      billingPrograms: [{ billingProgramID: 1, billingProgramName: 'Kareo' }], recordPrograms: [{ recordProgramID: 5, recordProgramName: 'eClinicalWorks' }],
      services: [{ serviceID: 8, serviceIDName: 'Facturación' }] } });
    world.server.on('GET', 'Misc/Genders', { status: 200, body: [{ label: 'Male', value: 'M' }, { label: 'Female', value: 'F' }] });
    world.server.on('GET', 'Users/GetDoctorProfile', { status: 200, body: PROFILE });
    world.server.on('PUT', 'Doctors/CompleteProfile', { status: 204 });
    world.session.signIn(aCurrentUser({ role: 'Doctor' }));
    const { router } = renderApp(world, '/completeProfile');
    await waitFor(() => expect((document.getElementById('npi') as HTMLInputElement | null)?.value).toBe('1234567893'), { timeout: 5_000 });
    expect(screen.getByText('Complete Profile', { selector: '.p-dialog-title' })).toBeTruthy();
    expect((document.getElementById('npi') as HTMLInputElement).readOnly).toBe(true);
    expect((document.getElementById('dateOfBirth') as HTMLInputElement).value).toBe('01-15-1970');
    expect(world.server.requests('GET', 'Users/GetDoctorProfile')[0]?.query.get('documentID')).toBe('1234567893');
    fireEvent.mouseDown(document.querySelector('.p-dialog-mask') as HTMLElement);
    fireEvent.click(document.querySelector('.p-dialog-mask') as HTMLElement);
    expect(router.state.location.pathname).toBe('/completeProfile');
    for (const name of ['terms', 'privacy', 'hipaa']) {
      const box = document.getElementById(`consent-${name}-text`) as HTMLElement;
      Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 500 });
      Object.defineProperty(box, 'clientHeight', { configurable: true, value: 200 });
      box.scrollTop = 300;
      fireEvent.scroll(box);
      await waitFor(() => expect((document.getElementById(`consent-${name}-accept`) as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(document.getElementById(`consent-${name}-accept`) as HTMLElement);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(world.server.requests('PUT', 'Doctors/CompleteProfile')[0]?.body).toMatchObject({ documentID: '1234567893', roleId: 5, insuranceID: 999, userId: 11, sexId: 'F' });
  });
});
