import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReceivedNotification } from '@rafdesk/core';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const wire = (id: number, title: string, extra: { isPersistent?: boolean; readFlag?: boolean; userID_M?: string } = {}) => ({
  notificationID: id, messageTitle: title, messageBody: `${title} body`, isPersistent: extra.isPersistent ?? false, readFlag: extra.readFlag ?? false, userID_M: extra.userID_M ?? '21',
});

function world(list: () => unknown[]) {
  const built = buildTestWorld();
  built.server.on('GET', 'Notifications', () => ({ status: 200, body: list() }));
  built.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
  built.session.signIn(aCurrentUser());
  return built;
}

const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });

describe('notifications in the top navigation', () => {
  it('loads the messages by remote user id and shows the unread count on the icon', async () => {
    const app = world(() => [wire(1, 'Welcome'), wire(2, 'Old news', { readFlag: true })]);
    renderApp(app, '/dashboard');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(app.server.requests('GET', 'Notifications')[0]?.query.get('userId')).toBe('21');
    fireEvent.click(bell());
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(screen.getByText('Old news body')).toBeTruthy();
  });

  it('opens a message in a modal, marks it read, then fetches the list again', async () => {
    let read = false;
    const app = world(() => [wire(1, 'Welcome', { readFlag: read })]);
    app.server.on('PUT', 'Notifications/UpdateNotification/1', () => { read = true; return { status: 204 }; });
    renderApp(app, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByText('Welcome'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(app.server.requests('GET', 'Notifications')).toHaveLength(2);
  });

  it('pops up each persistent unread message for this user in its own dialog, closed only by its buttons', async () => {
    const app = world(() => [wire(1, 'Policy change', { isPersistent: true }), wire(2, 'System update', { isPersistent: true }),
      wire(3, 'Someone else', { isPersistent: true, userID_M: '99' }), wire(4, 'Seen', { isPersistent: true, readFlag: true })]);
    renderApp(app, '/dashboard');
    await waitFor(() => expect(document.querySelectorAll('.persistent-notification')).toHaveLength(2));
    const dialog = document.querySelector('.persistent-notification') as HTMLElement;
    expect(dialog.querySelector('.p-dialog-header-close')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(document.querySelector('.p-dialog-mask') as HTMLElement);
    expect(document.querySelectorAll('.persistent-notification')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelectorAll('.persistent-notification')).toHaveLength(1));
  });

  it('appends a live message to the list and shows it as a toast', async () => {
    // The server stores a message before it pushes it, so a read still under way at the push may answer with it.
    let stored: unknown[] = [];
    const app = world(() => stored);
    renderApp(app, '/dashboard');
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    stored = [{ ...wire(9, 'Live one'), messageBody: 'Just sent' }];
    const live = { id: 9, title: 'Live one', body: 'Just sent', persistent: false, read: false, recipientUserIds: [21] } as unknown as ReceivedNotification;
    act(() => app.feed.push(live));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(app.toasts).toContainEqual({ severity: 'info', title: 'Live one', text: 'Just sent' });
    expect(await screen.findAllByText('Just sent')).not.toHaveLength(0);
    fireEvent.click(bell());
    expect(screen.getAllByText('Live one').length).toBeGreaterThan(0);
  });

  it('keeps a live message that arrives while the list is being read again, with an answer from before it was stored', async () => {
    let read = false;
    let stored: ReturnType<typeof wire>[] = [];
    let holdNext = false;
    let release: () => void = () => undefined;
    const app = buildTestWorld();
    app.server.on('GET', 'Notifications', () => {
      const answer = { status: 200, body: [wire(1, 'Welcome', { readFlag: read }), ...stored] };
      if (!holdNext) return answer;
      holdNext = false;
      // The list as it was when the read began: without the message stored while it is held.
      return new Promise((resolve) => { release = () => resolve(answer); });
    });
    app.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
    app.server.on('PUT', 'Notifications/UpdateNotification/1', () => { read = true; holdNext = true; return { status: 204 }; });
    app.session.signIn(aCurrentUser());
    renderApp(app, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByText('Welcome'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(app.server.requests('GET', 'Notifications')).toHaveLength(2));
    stored = [wire(9, 'Live one')];
    act(() => app.feed.push({ id: 9, title: 'Live one', body: 'Live one body', persistent: false, read: false, recipientUserIds: [21] } as unknown as ReceivedNotification));
    act(() => release());
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(app.server.requests('GET', 'Notifications').length).toBeGreaterThanOrEqual(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
