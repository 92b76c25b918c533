import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aWireUser } from '../../testing/builders.js';

afterEach(cleanup);

async function type(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('the login screen', () => {
  it('asks for the user name and the password before calling the server', async () => {
    const world = buildTestWorld();
    renderApp(world, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(world.server.seen).toHaveLength(0);
  });

  it('signs in, keeps the user and opens the dashboard', async () => {
    const world = buildTestWorld();
    world.server.on('POST', 'Authentication', { status: 200, body: aWireUser({ role: 'Doctor' }) });
    const { router } = renderApp(world, '/login');
    await type('User name', 'ana');
    await type('Password', 'secret-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(world.server.requests('POST', 'Authentication')[0]?.body).toEqual({ userName: 'ana', password: 'secret-pass' });
    expect(world.session.current().user).toMatchObject({ fullName: 'Ana Rivera', remoteUserId: 21, role: 'Doctor' });
  });

  it('asks for the authenticator code when the server wants it, then sends it with the credentials', async () => {
    const world = buildTestWorld();
    world.server.on('POST', 'Authentication', (request) => ((request.body as { code?: string }).code === '123456'
      ? { status: 200, body: aWireUser() } : { status: 400, body: { errors: ['code: Enter the 6-digit code of your authenticator app'] } }));
    const { router } = renderApp(world, '/login');
    await type('User name', 'ana');
    await type('Password', 'secret-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    await type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(world.server.requests('POST', 'Authentication')[1]?.body).toEqual({ userName: 'ana', password: 'secret-pass', code: '123456' });
  });

  it('enrols the authenticator first when the account has none, then shows its key', async () => {
    const world = buildTestWorld();
    world.server.on('POST', 'Authentication', { status: 400, body: { errors: ['code: Set up your authenticator app first (POST Authentication/TwoFactorEnrolment)'] } });
    world.server.on('POST', 'Authentication/TwoFactorEnrolment', { status: 200, body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/RAFdesk:ana?secret=JBSWY3DPEHPK3PXP' } });
    renderApp(world, '/login');
    await type('User name', 'ana');
    await type('Password', 'secret-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(world.server.requests('POST', 'Authentication/TwoFactorEnrolment')[0]?.body).toEqual({ userName: 'ana', password: 'secret-pass' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('says so when the credentials are refused', async () => {
    const world = buildTestWorld();
    world.server.on('POST', 'Authentication', { status: 400, body: { errors: ['The user name or password is incorrect'] } });
    renderApp(world, '/login');
    await type('User name', 'ana');
    await type('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The user name or password is incorrect', { selector: '.p-inline-message-text' })).toBeTruthy();
    expect(world.session.current().user).toBeNull();
  });

  it('offers the identity provider only when one is configured, and signs in with its token', async () => {
    const plain = buildTestWorld();
    renderApp(plain, '/login');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    cleanup();

    const world = buildTestWorld({
      config: { identityProvider: { label: 'Google', authorizationUrl: 'https://accounts.example.com/auth', clientId: 'rafdesk' } },
      identityPopup: { open: () => Promise.resolve({ idToken: 'id-token', nonce: 'n-1' }) },
    });
    world.server.on('POST', 'Authentication/GoogleSignIn', { status: 200, body: aWireUser() });
    const { router } = renderApp(world, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(world.server.requests('POST', 'Authentication/GoogleSignIn')[0]?.body).toEqual({ idToken: 'id-token', nonce: 'n-1' });
  });
});
