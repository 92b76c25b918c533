import type { IdentityAssertion, IdentityPopup, IdentityPopupError } from '../shared/services/identity-popup.js';
import type { IdentityProviderConfig } from '../shared/services/runtime-config.js';

const CALLBACK_PATH = '/identity-callback.html';
const MESSAGE_TYPE = 'rafdesk.identity';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the provider's authorization page in a popup (implicit flow, `id_token`, scope `openid profile`);
 * `/identity-callback.html` posts the token back to this window, checked against the state it was sent with.
 */
export class BrowserIdentityPopup implements IdentityPopup {
  constructor(private readonly win: Window) {}

  open(provider: IdentityProviderConfig): Promise<IdentityAssertion | IdentityPopupError> {
    const nonce = randomToken();
    const state = randomToken();
    const url = new URL(provider.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: provider.clientId, redirect_uri: `${this.win.location.origin}${CALLBACK_PATH}`,
      response_type: 'id_token', response_mode: 'fragment', scope: 'openid profile', nonce, state,
    }).toString();
    const popup = this.win.open(url.toString(), 'rafdesk-identity', 'width=480,height=640');
    if (popup === null) return Promise.resolve({ kind: 'PopupBlocked' });
    return new Promise((resolve) => {
      const finish = (result: IdentityAssertion | IdentityPopupError) => {
        this.win.removeEventListener('message', onMessage);
        clearInterval(closedWatch);
        resolve(result);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== this.win.location.origin || event.data?.type !== MESSAGE_TYPE || event.data.state !== state) return;
        if (typeof event.data.idToken === 'string') finish({ idToken: event.data.idToken, nonce });
        else finish({ kind: 'ProviderRefused', reason: String(event.data.error ?? 'no token') });
      };
      const closedWatch = setInterval(() => {
        if (popup.closed) finish({ kind: 'PopupClosed' });
      }, 500);
      this.win.addEventListener('message', onMessage);
    });
  }
}
