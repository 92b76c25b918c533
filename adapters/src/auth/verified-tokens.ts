import type { VerifiedToken } from '@rafdesk/core';

/** How many verified API tokens are remembered: a practice's signed-in sessions, each with its current token. */
export const VERIFIED_TOKENS_KEPT = 2048;

/**
 * API tokens whose signature and claims were verified, by their exact text. A signed-in call checked its token's HMAC
 * through WebCrypto on every request: a worker thread's job and its wake-ups, a tenth of the server's CPU at 50 clients.
 * A token's text is its proof, so a remembered one needs only its time window checked again; the session it names is
 * still read on every call. The oldest token is forgotten first.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, VerifiedToken>();

  constructor(private readonly kept = VERIFIED_TOKENS_KEPT) {}

  /** The token as verified, while it is inside its time window at `now` (jose's rule: not before `iat`, expired at `exp`). */
  find(token: string, now: Date): VerifiedToken | 'expired' | null {
    const verified = this.tokens.get(token);
    if (verified === undefined) return null;
    const seconds = Math.floor(now.getTime() / 1000);
    if (verified.expiresAt.getTime() / 1000 <= seconds) {
      this.tokens.delete(token);
      return 'expired';
    }
    return verified.issuedAt.getTime() / 1000 > seconds ? null : verified;
  }

  remember(token: string, verified: VerifiedToken): void {
    if (this.tokens.size >= this.kept) {
      const oldest = this.tokens.keys().next();
      if (!oldest.done) this.tokens.delete(oldest.value);
    }
    this.tokens.set(token, verified);
  }
}
