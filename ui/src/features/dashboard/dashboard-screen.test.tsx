import { PENDING_RAF_LABEL } from '@rafdesk/core';
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const row = (recordID: number, doctorId: number, raf: number, billedFirst: number, dXs: number, patientStatus = true) => ({
  recordID, doctorId, documentID: `0000000000${recordID}`.slice(-11), fullName: `Patient ${recordID}`, sex: 'F', dob: '1950-01-01', age: 76, dXs,
  patientStatus, raF_TOTAL: raf, raF_TOTAL_BilledFSM: raf * billedFirst, raF_TOTAL_BilledSSM: 0, percentage_BFSM: billedFirst, percentage_BSSM: 0,
});

function world(role: 'Doctor' | 'Admin') {
  const app = buildTestWorld();
  app.server.on('GET', 'Notifications', { status: 200, body: [] });
  app.server.on('GET', 'Doctors', { status: 200, body: [] });
  app.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [row(1, 4, 1.2, 1, 3), row(2, 4, 0.8, 0.5, 2), row(3, 4, 5, 1, 1, false)] });
  app.session.signIn(aCurrentUser({ role }));
  return app;
}

describe('the dashboard', () => {
  it('shows a doctor the patients, average RAF, billed percentage per semester and pending validations', async () => {
    renderApp(world('Doctor'), '/dashboard');
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
  });

  it('gives the MAG roles a doctor filter', async () => {
    renderApp(world('Admin'), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getAllByText('All doctors').length).toBeGreaterThan(0);
    expect(document.querySelector('.p-dropdown')).not.toBeNull();
  });
});
