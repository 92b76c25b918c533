import { PENDING_RAF_LABEL } from '@rafdesk/core';
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

// What the server works out for two active patients (RAF 1.2 fully billed in semester 1, 0.8 half billed) and an inactive one.
const FIGURES = {
  patients: 3, activePatients: 2, averageRaf: 1, billedFirstSemester: 0.8, billedSecondSemester: 0, totalRaf: 2, billedRafFirstSemester: 1.6,
  billedRafSecondSemester: 0, pendingFirstSemester: 1, pendingSecondSemester: 2, pendingPatients: 2,
};

const note = (id: number, recordID: number, patient: string) => ({
  progressNoteID: id, recordID, doctorID: 4, patient, serviceDate: '2026-11-20', specialty: null, provider: 'Ana Rivera, MD', cpt: '99214', creationDate: '2026-11-20T15:04:00.000Z',
});

function world(role: 'Doctor' | 'Admin' | 'InsuranceStaff') {
  const app = buildTestWorld();
  app.server.on('GET', 'Forms/GetHomeForms', { status: 200, body: [note(7, 1, 'Patient 1'), note(6, 2, 'Patient 2')] });
  app.server.on('GET', 'Forms/GetAll', { status: 200, body: [note(6, 2, 'Patient 2')] });
  app.server.on('GET', 'Notifications', { status: 200, body: [] });
  app.server.on('GET', 'Doctors', { status: 200, body: [] });
  app.server.on('GET', 'Patients/DashboardFigures', { status: 200, body: FIGURES });
  app.session.signIn(aCurrentUser({ role }));
  return app;
}

describe('the dashboard', () => {
  it('lists the submitted progress notes (home forms, 1000 a page), searches them by patient through Forms/GetAll and opens PN History', async () => {
    const app = world('Doctor');
    const { router } = renderApp(app, '/dashboard');
    const notes = within(await screen.findByRole('region', { name: 'Progress notes' }));
    await notes.findByText('Patient 1');
    expect(app.server.requests('GET', 'Forms/GetHomeForms')[0]?.query.get('pageSize')).toBe('1000');
    expect(notes.getAllByText('11/20/2026')).toHaveLength(2);
    fireEvent.change(notes.getByLabelText('Search by patient name:'), { target: { value: ' patient 2 ' } });
    fireEvent.keyDown(notes.getByLabelText('Search by patient name:'), { key: 'Enter' });
    await waitFor(() => expect(app.server.requests('GET', 'Forms/GetAll').at(-1)?.query.get('SearchQuery')).toBe('patient 2'));
    await waitFor(() => expect(notes.queryByText('Patient 1')).toBeNull());
    fireEvent.click(notes.getByRole('button', { name: 'PN History of Patient 2 (note of 11/20/2026)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smartPNHistory/2'));
  });

  it('asks insurance staff for no progress notes (they read them record by record)', async () => {
    const app = world('InsuranceStaff');
    renderApp(app, '/dashboard');
    await waitFor(() => expect(document.querySelector('.dashboard__figures')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Progress notes' })).toBeNull();
    expect(app.server.requests('GET', 'Forms/GetHomeForms')).toHaveLength(0);
  });

  it('shows a doctor the patients, average RAF, billed percentage per semester and pending validations, reading no patient row', async () => {
    const app = world('Doctor');
    renderApp(app, '/dashboard');
    await waitFor(() => expect(document.querySelector('.dashboard__figures')).not.toBeNull());
    const figures = within(document.querySelector('.dashboard__figures') as HTMLElement);
    expect(figures.getByLabelText('Average RAF').textContent).toBe('1.00');
    expect(figures.getByLabelText('Patients').textContent).toBe('2');
    expect(figures.getByLabelText('Billed first semester').textContent).toBe('80.00%');
    expect(figures.getByLabelText('Billed second semester').textContent).toBe('0.00%');
    // One patient is pending in both semesters: counted once, as the Patients List's indicator counts.
    expect(figures.getByLabelText(PENDING_RAF_LABEL).textContent).toBe('2');
    expect(figures.getByText(/\d in the first semester, \d in the second \(a patient may be pending in both\)/)).toBeTruthy();
    expect(screen.queryByLabelText('Doctor')).toBeNull();
    expect(app.server.requests('GET', 'Patients/GetPatientListAll')).toHaveLength(0);
    expect(app.server.requests('GET', 'Patients/DashboardFigures')).toHaveLength(1);
  });

  it('gives the MAG roles a doctor filter', async () => {
    renderApp(world('Admin'), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getAllByText('All doctors').length).toBeGreaterThan(0);
    expect(document.querySelector('.p-dropdown')).not.toBeNull();
  });
});
