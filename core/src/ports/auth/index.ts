export type { Clock } from './clock.js';
export type { IdSource } from './id-source.js';
export { serviceUnavailable, type ServiceUnavailable } from './service-unavailable.js';
export type { PasswordHasher } from './password-hasher.js';
export type { SingleUseLedger } from './single-use-ledger.js';
export type { TokenService, TokenSubject, IssuedToken, VerifiedToken, VerifiedStreamTicket, InvalidToken } from './token-service.js';
export type { TotpVerifier, TotpCheck, AcceptedTotp, TotpRejected } from './totp-verifier.js';
export type { IdentityTokenVerifier, IdentityClaims, IdentityTokenRejected } from './identity-token-verifier.js';
export type { FieldCipher, FieldAddress, FieldUnreadable } from './field-cipher.js';
