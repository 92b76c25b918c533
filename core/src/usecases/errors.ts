/** The caller is signed in but the access rules refuse this action or this object. */
export interface Forbidden {
  readonly kind: 'Forbidden';
}

/** The user name and password do not match an active account (which of the two is never told). */
export interface InvalidCredentials {
  readonly kind: 'InvalidCredentials';
}

/** Too many failed sign-ins for this user name; another attempt is refused until the lock ends. */
export interface AccountLocked {
  readonly kind: 'AccountLocked';
  readonly retryAfterSeconds: number;
}

/** The account has two-factor sign-in on and no code was given; `enrolled` is false while no authenticator is set up. */
export interface SecondFactorRequired {
  readonly kind: 'SecondFactorRequired';
  readonly enrolled: boolean;
}

/** The portal is under maintenance: only an Admin may sign in. */
export interface MaintenanceOn {
  readonly kind: 'Maintenance';
}

/** No live session stands behind the presented token (unknown, expired after 15 idle minutes, revoked, disabled account). */
export interface Unauthenticated {
  readonly kind: 'Unauthenticated';
}

/** The identity-provider account is genuine but no portal account is linked to it or uses its verified e-mail. */
export interface NoLinkedAccount {
  readonly kind: 'NoLinkedAccount';
}

/** The account may not sign in through the identity provider (see `identityProviderRefusal`); it signs in with its password. */
export interface IdentityProviderRefused {
  readonly kind: 'IdentityProviderRefused';
}

export const forbidden: Forbidden = { kind: 'Forbidden' };
export const invalidCredentials: InvalidCredentials = { kind: 'InvalidCredentials' };
export const unauthenticated: Unauthenticated = { kind: 'Unauthenticated' };
export const maintenanceOn: MaintenanceOn = { kind: 'Maintenance' };
