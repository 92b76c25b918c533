import type { Clock } from '../ports/auth/clock.js';
import type { IdSource } from '../ports/auth/id-source.js';
import type { IdentityTokenVerifier } from '../ports/auth/identity-token-verifier.js';
import type { PasswordHasher } from '../ports/auth/password-hasher.js';
import type { TokenService } from '../ports/auth/token-service.js';
import type { TotpVerifier } from '../ports/auth/totp-verifier.js';
import type { Mailer } from '../ports/files/mailer.js';
import type { HubEventBus } from '../ports/realtime/hub-event-bus.js';
import type { Repositories, UnitOfWork } from '../ports/repositories/repositories.js';

/**
 * Everything the application services of the portal may use. Each use case names the few ports it needs with
 * `Pick<AppPorts, …>`, so a test hands it only those.
 */
export interface AppPorts extends Repositories {
  readonly unitOfWork: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenService;
  readonly totp: TotpVerifier;
  /** The configured OpenID Connect issuer; null when identity-provider sign-in is not configured. */
  readonly identityProvider: IdentityTokenVerifier | null;
  readonly mailer: Mailer;
  /** Tells every server process (and so every hub connection) about stored notifications and ended sessions. */
  readonly hubBus: HubEventBus;
  readonly ids: IdSource;
  readonly clock: Clock;
  /** Where the portal is reached (`https://portal.example.org`), for links in e-mails. */
  readonly siteUrl: string;
  /**
   * The reads that may trail the last write by the replica's delay (`DATABASE_READ_URL`): the insurance reports and
   * the gap worklist, which a reviewer reads in bulk and nobody reads back right after a change. The primary's
   * repositories when no replica is configured; every other read, and every read inside a change, is the primary's.
   */
  readonly replicaReads: ReplicaReads;
}

/** What may be read from a streaming replica. */
export type ReplicaReads = Pick<Repositories, 'insurances' | 'gaps'>;
