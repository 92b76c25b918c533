import { okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { LoginReportRow } from '../../domain/login-report-row.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { SingleUseLedger } from '../../ports/auth/single-use-ledger.js';
import type { Page } from '../../ports/repositories/page.js';
import type { LoginReportSortField, SortedPageRequest } from '../../ports/repositories/list-sort.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { SignInEvent, SignInEventRepository } from '../../ports/repositories/sign-in-event-repository.js';
import type { LockoutPolicy, LockoutState, SignInLockoutRepository } from '../../ports/repositories/sign-in-lockout-repository.js';
import type { StoredTotpSecret, TotpSecretRepository } from '../../ports/repositories/totp-secret-repository.js';
import { byText, containsText, foundOr, pageOf, sortedByKeys, type SortKey } from './fake-results.js';

/** The account names the login report lists; the in-memory user store provides them. */
export interface LoginReportAccounts {
  accounts(): readonly { id: UserId; userName: string; firstName: string; lastName: string }[];
}


type LoginLine = Omit<LoginReportRow, 'lastLoginAt'> & { readonly lastLoginAt: Date | null };

// Each sortable column's value, as the database orders the login report by it (the user name breaks ties).
const LOGIN_ORDER: Record<LoginReportSortField, (line: LoginLine) => SortKey> = {
  userName: (line) => line.userName,
  firstName: (line) => line.firstName,
  lastName: (line) => line.lastName,
  lastLogin: (line) => line.lastLoginAt?.getTime() ?? null,
  activeDays: (line) => line.activeDays,
};

/** {@link SignInEventRepository} in memory; the login report reads the accounts it is given. */
export class InMemorySignInEventRepository implements SignInEventRepository {
  readonly events: SignInEvent[] = [];

  constructor(private readonly accounts: LoginReportAccounts) {}

  record(event: SignInEvent): ResultAsync<void, StorageError> {
    this.events.push(event);
    return okAsync(undefined);
  }

  loginReport(request: SortedPageRequest<LoginReportSortField>): ResultAsync<Page<LoginReportRow>, StorageError> {
    const lines = this.accounts.accounts()
      .filter((account) => containsText(`${account.userName} ${account.firstName} ${account.lastName}`, request.searchQuery))
      .map((account) => {
        const good = this.events.filter((event) => event.succeeded && event.userId === account.id);
        const last = good.reduce<Date | null>((latest, event) => (latest === null || event.at > latest ? event.at : latest), null);
        return { userName: account.userName, firstName: account.firstName, lastName: account.lastName, lastLoginAt: last, activeDays: new Set(good.map((event) => event.at.toISOString().slice(0, 10))).size };
      });
    const sort = request.sort;
    const rows = (sort == null
      ? lines.sort((a, b) => (b.lastLoginAt?.getTime() ?? -Infinity) - (a.lastLoginAt?.getTime() ?? -Infinity) || byText(a.userName, b.userName))
      : sortedByKeys(lines, (line) => [LOGIN_ORDER[sort.field](line), line.userName], sort.direction))
      .map((row): LoginReportRow => ({ ...row, lastLoginAt: row.lastLoginAt?.toISOString() ?? null }));
    return okAsync(pageOf(rows, request));
  }
}

/** {@link SignInLockoutRepository} in memory, counting as the database does. */
export class InMemorySignInLockoutRepository implements SignInLockoutRepository {
  private readonly runs = new Map<string, { failures: number; firstFailureAt: Date; lockedUntil: Date | null }>();

  current(userName: string): ResultAsync<LockoutState, StorageError> {
    const run = this.runs.get(normalise(userName));
    return okAsync(run === undefined ? { failures: 0, lockedUntil: null } : { failures: run.failures, lockedUntil: run.lockedUntil });
  }

  recordFailure(userName: string, at: Date, policy: LockoutPolicy): ResultAsync<LockoutState, StorageError> {
    const key = normalise(userName);
    const previous = this.runs.get(key);
    const restart = previous === undefined || previous.firstFailureAt.getTime() < at.getTime() - policy.windowMs;
    const failures = restart ? 1 : previous.failures + 1;
    const lockedUntil = failures >= policy.maxFailures ? new Date(at.getTime() + policy.lockMs) : (previous?.lockedUntil ?? null);
    this.runs.set(key, { failures, firstFailureAt: restart ? at : previous.firstFailureAt, lockedUntil });
    return okAsync({ failures, lockedUntil });
  }

  clear(userName: string): ResultAsync<void, StorageError> {
    this.runs.delete(normalise(userName));
    return okAsync(undefined);
  }
}

/** {@link TotpSecretRepository} in memory. */
export class InMemoryTotpSecretRepository implements TotpSecretRepository {
  private readonly secrets = new Map<UserId, StoredTotpSecret>();

  find(userId: UserId): ResultAsync<StoredTotpSecret | null, StorageError> {
    return okAsync(this.secrets.get(userId) ?? null);
  }

  save(userId: UserId, secret: string): ResultAsync<void, StorageError> {
    this.secrets.set(userId, { secret, confirmedAt: null, lastUsedStep: null });
    return okAsync(undefined);
  }

  confirm(userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.secrets.get(userId), 'totpSecret').map((stored) => {
      this.secrets.set(userId, { ...stored, confirmedAt: at });
    });
  }

  spendStep(userId: UserId, step: number): ResultAsync<boolean, StorageError> {
    const stored = this.secrets.get(userId);
    if (stored === undefined || (stored.lastUsedStep !== null && stored.lastUsedStep >= step)) return okAsync(false);
    this.secrets.set(userId, { ...stored, lastUsedStep: step });
    return okAsync(true);
  }

  remove(userId: UserId): ResultAsync<void, StorageError> {
    this.secrets.delete(userId);
    return okAsync(undefined);
  }
}

/** {@link SingleUseLedger} in memory (one process). */
export class InMemorySpentTickets implements SingleUseLedger {
  private readonly spent = new Set<string>();

  consume(id: string): ResultAsync<boolean, ServiceUnavailable> {
    if (this.spent.has(id)) return okAsync(false);
    this.spent.add(id);
    return okAsync(true);
  }
}

function normalise(userName: string): string {
  return userName.trim().toLowerCase();
}
