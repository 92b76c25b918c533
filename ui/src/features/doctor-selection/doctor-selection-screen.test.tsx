import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const wireDoctor = (doctorId: number, fullName: string, documentId: string, doctorStatus = true) => ({
  doctorId, documentId, fullName, speciality: 'Internal Medicine', dob: null, sex: null, phone: null, mobile: null, email1: null,
  street: null, city: null, state: null, zip: null, doctorStatus,
});

describe('doctor selection for staff', () => {
  it('lists the active doctors, filters them, and opens the dashboard for the chosen one', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Doctors/GetStaffDoctors', { status: 200, body: [wireDoctor(4, 'Carmen Díaz', '1234567893'), wireDoctor(5, 'José Cruz', '1245319599'), wireDoctor(6, 'Gone Away', '1111111112', false)] });
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    world.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
    world.session.signIn(aCurrentUser({ role: 'Staff' }));
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Select a Doctor' });
    expect(router.state.location.pathname).toBe('/doctorSelection');
    await screen.findByText('Dr. Carmen Díaz');
    expect(screen.queryByText('Dr. Gone Away')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search doctors'), { target: { value: 'cruz' } });
    expect(screen.queryByText('Dr. Carmen Díaz')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select Dr. José Cruz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(world.session.current()).toMatchObject({ currentDoctor: { id: 5, fullName: 'José Cruz' }, needsDoctor: false });
    expect(await screen.findByRole('button', { name: 'Dr. José Cruz' })).toBeTruthy();
    await waitFor(() => expect(world.server.requests('GET', 'Patients/DashboardFigures').at(-1)?.query.get('doctorId')).toBe('5'));
  });
});
