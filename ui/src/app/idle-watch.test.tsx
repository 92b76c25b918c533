import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDLE_EXEMPT_SCREEN, IDLE_WARNING_TEXT, SESSION_EXPIRED_TEXT } from '@rafdesk/core';
import type { AppState } from '../shared/services/app-state.js';
import { TOKENS } from '../shared/services/tokens.js';
import { buildTestWorld } from '../testing/test-composition-root.js';
import { renderApp } from '../testing/render-app.js';
import { aCurrentUser } from '../testing/builders.js';

afterEach(cleanup);

function signedIn(idleTimeoutMs: number) {
  const world = buildTestWorld({ config: { idleTimeoutMs } });
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
  world.session.signIn(aCurrentUser());
  return world;
}

describe('the idle log-off', () => {
  it('after the idle time shows "Session Expired", clears local storage and goes to Login', async () => {
    const world = signedIn(300);
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT, {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText('Session Expired')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.storage.getItem('user')).toBeNull();
    expect(world.feed.stops).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(SESSION_EXPIRED_TEXT)).toBeNull());
  });

  it('warns before the log-off and keeps the user signed in who asks to stay', async () => {
    const world = signedIn(2_000);
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(await screen.findByText(IDLE_WARNING_TEXT, {}, { timeout: 3_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByText(IDLE_WARNING_TEXT)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(world.session.current().user).not.toBeNull();
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).toBeNull();
  });

  it('does not log off on the Smart PN screen', async () => {
    const world = signedIn(300);
    const { router } = renderApp(world, '/smartPN/5/0');
    await screen.findByRole('heading', { name: 'Smart Progress Note' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.pathname).toBe('/smartPN/5/0');
    expect(world.session.current().user).not.toBeNull();
  });

  it('does not log off while the Smart PN wizard is open in a modal over another screen', async () => {
    const world = signedIn(300);
    world.container.get<AppState>(TOKENS.appState).setOverlayScreen(IDLE_EXEMPT_SCREEN);
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(world.session.current().user).not.toBeNull();
  });

  it('never runs for a visitor who is not signed in', async () => {
    const world = buildTestWorld({ config: { idleTimeoutMs: 200 } });
    renderApp(world, '/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).toBeNull();
  });
});
