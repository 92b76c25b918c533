import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CurrentDoctor, type RoleName, toWirePatientRow } from '@rafdesk/core';
import { aPatient } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const wireDoctor = { doctorId: 4, documentId: '1234567893', fullName: 'Carmen Díaz', speciality: 'Internal Medicine', dob: null, sex: null, phone: null,
  mobile: null, email1: null, street: null, city: null, state: null, zip: null, doctorStatus: true };

async function openMyPatients(role: RoleName, setUp: (world: ReturnType<typeof buildTestWorld>) => void = () => undefined) {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Doctors/GetStaffDoctors', { status: 200, body: [wireDoctor] });
  world.server.on('GET', 'Patients/PatientsResolve', { status: 200, body: { insurances: [], genders: [{ value: 'F', label: 'Female' }], plans: [] } });
  world.server.on('GET', 'Patients/GetPatientList', { status: 200, body: [toWirePatientRow(aPatient({ recordId: 21, patientName: 'Rosa Vega', street: '1 Calle Sol' }))],
    headers: { 'x-pagination': JSON.stringify({ totalCount: 1, pageSize: 10, currentPage: 1 }) } });
  world.session.signIn(aCurrentUser({ role }));
  setUp(world);
  const view = renderApp(world, '/patients');
  await screen.findByRole('heading', { level: 1, name: 'My Patients' });
  await screen.findByText('Rosa Vega');
  return { world, ...view };
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('My Patients', () => {
  it('shows a doctor no doctor columns and no doctor selector, ten to a page', async () => {
    const { world } = await openMyPatients('Doctor');
    expect(headers()).toEqual(expect.arrayContaining(['Patient Name', 'INS Contract No', 'Insurance', 'DOB', 'Age', 'Sex', 'Phone 1', 'Status', 'Edit']));
    expect(headers()).not.toContain('Doctor');
    expect(screen.queryAllByLabelText('Doctor')).toHaveLength(0);
    expect(world.server.requests('GET', 'Patients/GetPatientList')[0]?.query.get('pageSize')).toBe('10');
  });

  it('lists staff the patients of the doctor they act for', async () => {
    const { world } = await openMyPatients('Staff', (built) => built.session.chooseDoctor({ id: 4, fullName: 'Carmen Díaz' } as CurrentDoctor));
    expect(world.server.requests('GET', 'Patients/GetPatientList')[0]?.query.get('doctorId')).toBe('4');
    expect(headers()).not.toContain('NPI');
  });

  it('gives admin the NPI, doctor and speciality columns and a doctor selector', async () => {
    await openMyPatients('Admin');
    expect(headers()).toEqual(expect.arrayContaining(['NPI', 'Doctor', 'Speciality']));
    expect(screen.getAllByLabelText('Doctor').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('NPI, Doctor Name, Patient Name, INS Contract No:')).toBeTruthy();
  });

  it('expands every row with Expand All and opens the form with Add New', async () => {
    const { router } = await openMyPatients('Doctor');
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(await screen.findByText('1 Calle Sol')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse All' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    // The header's toggle, not whichever "Close" comes first (a toast's close button would).
    const header = screen.getByRole('heading', { level: 1, name: 'My Patients' }).closest('header') as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Diagnostic calculator of Rosa Vega' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/magCalculator?recordID=21'));
  });
});
