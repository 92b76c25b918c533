/** Unguessable identifiers and secrets, drawn from a cryptographically secure random source. */
export interface IdSource {
  /** A random (version 4) UUID in lower-case canonical form; 122 bits from a CSPRNG, never reused. */
  uuid(): string;
  /**
   * `byteLength` bytes from a CSPRNG encoded as base64url without padding, for single-use links and
   * tickets. At least 16 bytes are always drawn, so the result carries no less than 128 bits.
   */
  secret(byteLength?: number): string;
}
