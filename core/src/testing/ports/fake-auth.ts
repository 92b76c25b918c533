import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../ports/auth/clock.js';
import type { IdSource } from '../../ports/auth/id-source.js';
import type { PasswordHasher } from '../../ports/auth/password-hasher.js';
import type { InvalidToken, IssuedToken, TokenService, TokenSubject, VerifiedStreamTicket, VerifiedToken } from '../../ports/auth/token-service.js';
import type { AcceptedTotp, TotpCheck, TotpRejected, TotpVerifier } from '../../ports/auth/totp-verifier.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { MailMessage, Mailer, MailRejected } from '../../ports/files/mailer.js';
import type { HubEvent, HubEventBus } from '../../ports/realtime/hub-event-bus.js';

/** A clock a test moves by hand. */
export class FakeClock implements Clock {
  constructor(public current: Date = new Date('2026-03-02T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Sequential ids and secrets, so tests can predict them. */
export class SequentialIds implements IdSource {
  private next = 0;
  uuid(): string {
    this.next += 1;
    return `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
  }
  secret(): string {
    this.next += 1;
    return `secret-${this.next}`;
  }
}

/** "Hashes" by prefixing; enough to tell a right password from a wrong one. */
export class PlainHasher implements PasswordHasher {
  hash(password: string): ResultAsync<string, ServiceUnavailable> {
    return okAsync(`plain$${password}`);
  }
  verify(encodedHash: string | null, password: string): ResultAsync<boolean, ServiceUnavailable> {
    return okAsync(encodedHash === `plain$${password}`);
  }
  needsRehash(): boolean {
    return false;
  }
}

/** Tokens that name their subject in clear (`token:<user>:<session>`), refused once `revoked`. */
export class TransparentTokens implements TokenService {
  issueApiToken(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable> {
    return okAsync({ token: `token:${subject.userId}:${subject.sessionId}`, tokenId: subject.sessionId, expiresAt: new Date(8.64e15) });
  }
  issueHubTicket(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable> {
    return this.issueApiToken(subject);
  }
  verifyApiToken(token: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable> {
    const [tag, userId, sessionId] = token.split(':');
    if (tag !== 'token' || !userId || !sessionId) return errAsync({ kind: 'InvalidToken', reason: 'malformed' });
    return okAsync({ userId, sessionId, tokenId: sessionId, issuedAt: new Date(0), expiresAt: new Date(8.64e15) });
  }
  redeemHubTicket(ticket: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable> {
    return this.verifyApiToken(ticket);
  }
  issueStreamTicket(subject: TokenSubject, resource: string): ResultAsync<IssuedToken, ServiceUnavailable> {
    return okAsync({ token: `stream:${subject.userId}:${subject.sessionId}:${resource}`, tokenId: subject.sessionId, expiresAt: new Date(8.64e15) });
  }
  verifyStreamTicket(ticket: string): ResultAsync<VerifiedStreamTicket, InvalidToken | ServiceUnavailable> {
    const [tag, userId, sessionId, ...resource] = ticket.split(':');
    if (tag !== 'stream' || !userId || !sessionId || resource.length === 0) return errAsync({ kind: 'InvalidToken', reason: 'malformed' });
    return okAsync({ userId, sessionId, tokenId: sessionId, issuedAt: new Date(0), expiresAt: new Date(8.64e15), resource: resource.join(':') });
  }
}

/** Accepts the code `step-<n>` as time step n, for any secret. */
export class StepCodeTotp implements TotpVerifier {
  generateSecret(): string {
    return 'NEWSECRET';
  }
  provisioningUri(input: { secret: string; accountName: string; issuer: string }): string {
    return `otpauth://totp/${input.issuer}:${input.accountName}?secret=${input.secret}`;
  }
  verify(check: TotpCheck): ResultAsync<AcceptedTotp, TotpRejected | ServiceUnavailable> {
    const match = /^step-(\d+)$/.exec(check.code);
    if (!match) return errAsync({ kind: 'TotpRejected', reason: 'invalid' });
    const timeStep = Number(match[1]);
    if (check.lastUsedStep !== null && timeStep <= check.lastUsedStep) return errAsync({ kind: 'TotpRejected', reason: 'replayed' });
    return okAsync({ timeStep });
  }
}

/** Keeps every message sent. */
export class CollectingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  send(message: MailMessage): ResultAsync<void, MailRejected | ServiceUnavailable> {
    this.sent.push(message);
    return okAsync(undefined);
  }
}

/** Keeps every event published. */
export class CollectingBus implements HubEventBus {
  readonly events: HubEvent[] = [];
  publish(event: HubEvent): ResultAsync<void, ServiceUnavailable> {
    this.events.push(event);
    return okAsync(undefined);
  }
  subscribe(): () => void {
    return () => undefined;
  }
}
