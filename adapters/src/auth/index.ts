// Security adapters: argon2id passwords, signed bearer tokens, TOTP second factor, OpenID Connect sign-in, field encryption.
export { SystemClock } from './system-clock.js';
export { CryptoIdSource } from './crypto-id-source.js';
export { Argon2PasswordHasher, OWASP_ARGON2ID, type Argon2Parameters } from './argon2-password-hasher.js';
export { InMemorySingleUseLedger } from './in-memory-single-use-ledger.js';
export { JoseTokenService, type JoseTokenServiceOptions } from './jose-token-service.js';
export { hs256KeyFromSecret, generateEdDsaKey, MIN_HS256_SECRET_BYTES, type TokenSigningKey } from './token-signing-key.js';
export { OtplibTotpVerifier, TOTP_SECRET_BYTES, MAX_TOTP_TOLERANCE_SECONDS, type OtplibTotpVerifierOptions } from './otplib-totp-verifier.js';
export { OidcIdentityTokenVerifier, type OidcIdentityTokenVerifierOptions } from './oidc-identity-token-verifier.js';
export { AesGcmFieldCipher, fieldKeysFrom, newFieldKeyEntry, SEALED_PREFIX, type FieldKeys } from './aes-gcm-field-cipher.js';
