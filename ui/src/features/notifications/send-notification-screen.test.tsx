import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

describe('the Notification Center', () => {
  it('names every missing field, then sends to the chosen roles with the persistent flag and empties the form', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    world.server.on('POST', 'Notifications', { status: 204 });
    world.session.signIn(aCurrentUser({ role: 'Admin' }));
    renderApp(world, '/admin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'x'.repeat(101) } });
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).maxLength).toBe(100);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).maxLength).toBe(1000);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Quarterly review' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Please review the pending validations.' } });
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText(/^Persistent/));
    expect(world.server.requests('GET', 'Users')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Users'));
    await waitFor(() => expect(world.server.requests('GET', 'Users')[0]?.query.get('pageSize')).toBe('5000'));
    fireEvent.click(screen.getByLabelText('Roles'));
    // The roles multiselect: its panel lists every role.
    fireEvent.click(document.querySelector('.p-multiselect') as HTMLElement);
    const doctor = await waitFor(() => {
      const found = [...document.querySelectorAll('[role=option]')].find((option) => option.textContent === 'Doctor');
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    fireEvent.click(doctor);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(world.server.requests('POST', 'Notifications')).toHaveLength(1));
    expect(world.server.requests('POST', 'Notifications')[0]?.body).toEqual({
      MessageTitle: 'Quarterly review', MessageBody: 'Please review the pending validations.', Roles: 'Doctor', UserId_M: '', IsPersistent: true, IsAnonymous: false, ByRole: true,
    });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(''));
    expect(world.toasts).toContainEqual(expect.objectContaining({ title: 'Success', text: 'Action submitted successfully' }));
  });
});
