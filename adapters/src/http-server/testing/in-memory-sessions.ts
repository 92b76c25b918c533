import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import type { AuthenticatedUser, AuthenticationError, RequestMeta } from '../principal.js';

/** Bearer tokens held in a map: `signIn` issues one, `revoke` ends it. Records the metadata of every check. */
export class InMemorySessions {
  private readonly tokens = new Map<string, AuthenticatedUser>();
  readonly checks: RequestMeta[] = [];
  unavailable = false;

  signIn(user: AuthenticatedUser): string {
    const token = randomUUID();
    this.tokens.set(token, user);
    return token;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  readonly authenticate = async (token: string, meta: RequestMeta): Promise<Result<AuthenticatedUser, AuthenticationError>> => {
    this.checks.push(meta);
    if (this.unavailable) return err({ kind: 'Unavailable' });
    const user = this.tokens.get(token);
    return user ? ok(user) : err({ kind: 'Unauthenticated' });
  };
}
