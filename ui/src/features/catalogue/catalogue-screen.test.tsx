import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toWireCatalogueDiagnostic } from '@rafdesk/core';
import { aCatalogueDiagnostic } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const ENTRY = aCatalogueDiagnostic({ code: 'E1122', description: 'Type 2 diabetes with nephropathy', alert: null, v28Hcc1: 37, v24Hcc1: 18 });

async function openEntry() {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Diagnostics', { status: 200, body: [toWireCatalogueDiagnostic(ENTRY)] });
  world.server.on('PUT', 'Diagnostics/UpdateDiagnostic', (request) => ({ status: 200, body: { ...(request.body as object), cmshcc1: 37, v24_Cmshcc1: null } }));
  world.server.on('POST', 'Diagnostics/CreateDiagnostic', (request) => ({ status: 201, body: request.body }));
  world.session.signIn(aCurrentUser({ role: 'Admin' }));
  renderApp(world, '/diagnostics');
  const search = await screen.findByLabelText('Diagnostic Code / Description:');
  search.focus();
  fireEvent.input(search, { target: { value: 'E11' } });
  fireEvent.click(await screen.findByText('E11.22 - Type 2 diabetes with nephropathy - No Alert'));
  await screen.findByRole('form', { name: 'Diagnostic E1122' });
  return world;
}

describe('the Diagnostics List', () => {
  it('asks for 10 entries as one types and shows the chosen one read-only', async () => {
    const world = await openEntry();
    expect(world.server.requests('GET', 'Diagnostics').at(-1)?.query.get('PageSize')).toBe('10');
    expect(screen.getByLabelText('V28 CMSHcc1').getAttribute('readonly')).not.toBeNull();
    expect((screen.getByLabelText('V28 CMSHcc1') as HTMLInputElement).value).toBe('37');
  });

  it('saves an edit with the unchanged category columns blank, and Close drops an edit', async () => {
    const world = await openEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Alert'), { target: { value: 'Stage the CKD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((screen.getByLabelText('Alert') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Alert'), { target: { value: 'Stage the CKD' } });
    fireEvent.change(screen.getByLabelText('RXHcc1'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The RXHcc1 field may only contain numeric characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('RXHcc1'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(world.server.requests('PUT', 'Diagnostics/UpdateDiagnostic')).toHaveLength(1));
    expect(world.server.requests('PUT', 'Diagnostics/UpdateDiagnostic')[0]?.body).toMatchObject({
      diagnosticId: 'E1122', alert: 'Stage the CKD', cmshcc1: null, v24_Cmshcc1: null, rxHcc1: null, diagnosticStatus: true,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(world.toasts).toContainEqual({ severity: 'success', title: 'Saved', text: 'The changes to E1122 were saved' });
  });

  it('adds a diagnostic: Diagnostic ID and Description are required, Create sends the code', async () => {
    const world = await openEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await screen.findByRole('dialog', { name: 'Add New Diagnostic' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Diagnostic ID/), { target: { value: 'a0009' } });
    fireEvent.change(document.getElementById('catalogue-new-description') as HTMLElement, { target: { value: 'Cholera, unspecified' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(world.server.requests('POST', 'Diagnostics/CreateDiagnostic')[0]?.body).toMatchObject({ diagnosticId: 'A0009', descriptions: 'Cholera, unspecified' }));
    await waitFor(() => expect(world.toasts).toContainEqual(expect.objectContaining({ severity: 'success', title: 'Saved', text: expect.stringMatching(/was added to the catalogue$/) })));
  });
});
