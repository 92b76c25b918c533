import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toWireInsurance } from '@rafdesk/core';
import { anInsurance } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

async function openList() {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Insurances/GetAll', { status: 200, body: [toWireInsurance(anInsurance({ id: 1, name: 'Salud Plus', createdAt: '2025-01-14T13:00:00.000Z' }))],
    headers: { 'x-pagination': JSON.stringify({ totalCount: 1, pageSize: 10, currentPage: 1 }) } });
  world.server.on('POST', 'Insurances', { status: 201, body: toWireInsurance(anInsurance({ id: 2, name: 'Vida Plus' })) });
  world.server.on('PUT', 'Insurances/UpdateInsurance', { status: 200, body: toWireInsurance(anInsurance({ id: 1, name: 'Salud Plus Gold' })) });
  world.server.on('PUT', 'Insurances/UpdateInsuranceStatus', { status: 204 });
  world.session.signIn(aCurrentUser({ role: 'Admin' }));
  renderApp(world, '/insurances');
  await screen.findByText('Salud Plus');
  return world;
}

const lastList = (world: ReturnType<typeof buildTestWorld>) => world.server.requests('GET', 'Insurances/GetAll').at(-1)?.query;

describe('the Insurance List', () => {
  it('lists inactive insurances too, dates them MM/DD/YYYY and sorts the whole list by Name or Date Added on the server', async () => {
    const world = await openList();
    expect(lastList(world)?.get('getCanceled')).toBe('true');
    expect(screen.getByText('01/14/2025')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /Date Added/ }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastList(world)?.get('sortField')).toBe('creationDate'));
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /Name/ }), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastList(world)?.get('sortField')).toBe('insuranceName'));
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('tabindex')).toBeNull();
  });

  it('adds an insurance through its modal: the name is required, Create sends it trimmed and reads the list again', async () => {
    const world = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await screen.findByRole('dialog', { name: 'Add New Insurance' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Vida Plus ' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    const reads = world.server.requests('GET', 'Insurances/GetAll').length;
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(world.server.requests('POST', 'Insurances')[0]?.body).toEqual({ insuranceName: 'Vida Plus' }));
    await waitFor(() => expect(world.server.requests('GET', 'Insurances/GetAll').length).toBeGreaterThan(reads));
    expect(world.toasts).toContainEqual({ severity: 'success', title: 'Saved', text: 'The insurance Vida Plus was added' });
  });

  it('edits a name in the Edit Insurance modal', async () => {
    const world = await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Salud Plus' }));
    await screen.findByRole('dialog', { name: 'Edit Insurance' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Salud Plus Gold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(world.server.requests('PUT', 'Insurances/UpdateInsurance')[0]?.body).toEqual({ insuranceID: 1, insuranceName: 'Salud Plus Gold' }));
    await waitFor(() => expect(world.toasts).toContainEqual({ severity: 'success', title: 'Saved', text: 'The insurance was renamed Salud Plus Gold' }));
  });

  it('asks before changing the status: Cancel leaves it, Confirm saves it and says Deactivated!', async () => {
    const world = await openList();
    const status = screen.getByRole('checkbox', { name: 'Active: Salud Plus' });
    fireEvent.click(status);
    expect(await screen.findByText('This insurance status will be set as Inactive')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('This insurance status will be set as Inactive')).toBeNull());
    expect(world.server.requests('PUT', 'Insurances/UpdateInsuranceStatus')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active: Salud Plus' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The insurance has been Deactivated successfully')).toBeTruthy();
    expect(world.server.requests('PUT', 'Insurances/UpdateInsuranceStatus')[0]?.body).toEqual({ insuranceID: 1, statusValue: false });
  });
});
