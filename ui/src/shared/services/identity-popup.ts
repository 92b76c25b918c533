import type { IdentityProviderConfig } from './runtime-config.js';

/** An ID token the identity provider issued for the nonce the app chose. */
export interface IdentityAssertion {
  readonly idToken: string;
  readonly nonce: string;
}

export type IdentityPopupError = { kind: 'PopupBlocked' } | { kind: 'PopupClosed' } | { kind: 'ProviderRefused'; reason: string };

/** The identity provider's sign-in popup (OpenID Connect, scope: the user's profile). */
export interface IdentityPopup {
  open(provider: IdentityProviderConfig): Promise<IdentityAssertion | IdentityPopupError>;
}

/** True when the popup gave no token. */
export function isIdentityPopupError(value: IdentityAssertion | IdentityPopupError): value is IdentityPopupError {
  return 'kind' in value;
}
