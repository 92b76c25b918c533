import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RoleName, deleteNoteDraftEndpoint, findNoteDraftsEndpoint, progressNoteByIdEndpoint, recordProgressNotesEndpoint } from '@rafdesk/core';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const NOTE = { progressNoteID: 3, recordID: 7, doctorID: 2, patient: 'Ana Rivera', serviceDate: '2026-03-10', specialty: 'Internal Medicine', provider: 'Elena Rivera', cpt: '99213', creationDate: '2026-03-11T14:05:00.000Z' };
const DETAIL = { ...NOTE, visitOptionID: '101', otherCPT: null, jsonDXTable: [{ DiagnosticID: 'E1122', Descriptions: 'Type 2 diabetes', Clinical_Manifestations: null, Treatment: null }, { DiagnosticID: 'I10', Descriptions: 'Hypertension', Clinical_Manifestations: null, Treatment: null }],
  jsonDRUGSTable: [], otherTexts: {}, AGEOFMENARCHE: null, GRAVIDA: null, PARA: null, ABORTION: null, CSECTION: null, IntensityPAINSCALE: null, LOCATION: null, OTHERASSESSMENTNOTE: null, LMP: null, DURATION: null, hasPdf: true };
const content = (serviceDate: string) => JSON.stringify({ pnInfo: { serviceDate, addressIndex: 0, reachedTab: 1 }, soap: { selected: [], texts: {}, medications: [] },
  dx: { attached: [{ code: 'N1831', description: 'CKD', clinicalManifestations: null, treatment: null, meat: [], evidence: '' }] }, summary: { cpt: null, otherCpt: '', narrative: '' }, soapOtherValues: {} });

function openHistory(role: RoleName) {
  const world = buildTestWorld({ today: '2026-03-18' });
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', recordProgressNotesEndpoint.path, { status: 200, body: [NOTE] });
  world.server.on('GET', progressNoteByIdEndpoint.path, { status: 200, body: DETAIL });
  world.server.on('GET', findNoteDraftsEndpoint.path, { status: 200, body: [
    { id: 8, recordId: 7, progressNote_Data: content('03-12-2026'), last_Saved: '2026-03-12T10:00:00.000Z' },
    { id: 9, recordId: 7, progressNote_Data: '{"pnInfo":1}', last_Saved: '2026-03-15T10:00:00.000Z' },
  ] });
  world.server.on('POST', deleteNoteDraftEndpoint.path, { status: 204, body: null });
  world.session.signIn(aCurrentUser({ role, fullName: 'Elena Rivera' }));
  renderApp(world, '/smartPNHistory/7');
  return world;
}

describe('PN History', () => {
  it('lists the submitted notes with their diagnoses and the drafts newest first, an unreadable draft named as such', async () => {
    openHistory('Doctor');
    await screen.findByText('E1122, I10');
    expect(screen.getByText('Elena Rivera', { selector: 'td' })).toBeTruthy();
    const drafts = screen.getByRole('table', { name: 'Drafts in progress' });
    const rows = drafts.querySelectorAll('tbody tr');
    expect(rows[0]?.textContent).toContain('Unreadable draft');
    expect(rows[1]?.textContent).toContain('03/12/2026');
    expect(rows[1]?.textContent).toContain('N1831');
  });

  it('deletes a draft for a doctor once asked and confirmed; Cancel keeps it', async () => {
    const world = openHistory('Doctor');
    await screen.findByText('N1831');
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete the draft saved / })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the draft?' });
    expect(within(dialog).getByText(/service date 03\/12\/2026\) will be deleted\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the draft?' })).toBeNull());
    expect(world.server.requests('POST', deleteNoteDraftEndpoint.path)).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete the draft saved / })[1] as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the draft?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(world.server.requests('POST', deleteNoteDraftEndpoint.path)).toHaveLength(1));
    expect(world.server.requests('POST', deleteNoteDraftEndpoint.path)[0]?.body).toEqual({ id: 8 });
    await waitFor(() => expect(world.toasts).toContainEqual({ severity: 'success', title: 'Success!', text: 'The draft has been deleted' }));
  });

  it('is read-only for InsuranceStaff: no Continue, Delete or Create Smart PN', async () => {
    openHistory('InsuranceStaff');
    await screen.findByText('E1122, I10');
    expect(screen.queryByRole('button', { name: /^(Continue|Delete) the draft/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Smart PN' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Open the PDF/ })).toBeTruthy();
  });
});
