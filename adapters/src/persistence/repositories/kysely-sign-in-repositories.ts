import { ok, type ResultAsync } from 'neverthrow';
import { sql, type Expression } from 'kysely';
import {
  type LockoutPolicy, type LockoutState, type LoginReportRow, type LoginReportSortField, type Page, type SignInEvent, type SortedPageRequest,
  type SignInEventRepository, type SignInLockoutRepository, type StorageError,
} from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';
import { containsPattern, limits, pageFrom, searchText } from './paging.js';
import { column, lowered, orderedBy } from './list-order.js';

// The login report's sort fields (the user name, unique in any letter case, is added last); an account never signed
// in has no events: 0 days, no last login.
const LOGIN_ORDER: Record<LoginReportSortField, readonly Expression<unknown>[]> = {
  userName: [], firstName: [lowered('u.first_name')], lastName: [lowered('u.last_name')], lastLogin: [column('e.last_login')],
  activeDays: [sql`coalesce(e.active_days, 0)`],
};

/** {@link SignInEventRepository} over `sign_in_event`, joined to the accounts for the login report. */
export class KyselySignInEventRepository implements SignInEventRepository {
  constructor(private readonly db: Executor) {}

  record(event: SignInEvent): ResultAsync<void, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.insertInto('sign_in_event').values({
      user_id: event.userId, user_name: event.userName, succeeded: event.succeeded, method: event.method,
      failure_reason: event.failureReason, ip: event.ip, user_agent: event.userAgent, occurred_at: event.at,
    }).execute())).map(() => undefined);
  }

  loginReport(request: SortedPageRequest<LoginReportSortField>): ResultAsync<Page<LoginReportRow>, StorageError> {
    const text = searchText(request.searchQuery);
    const accounts = () => this.db.selectFrom('app_user as u').$if(text !== null, (query) =>
      query.where(sql<string>`u.user_name || ' ' || u.first_name || ' ' || u.last_name`, 'ilike', containsPattern(text ?? '')));
    const { limit, offset } = limits(request);
    return attempt((async () => {
      const sort = request.sort;
      const joined = accounts()
        .leftJoin(
          (eb) => eb.selectFrom('sign_in_event').where('succeeded', '=', true).where('user_id', 'is not', null)
            .select(['user_id', sql<Date>`max(occurred_at)`.as('last_login'), sql<number>`count(distinct (occurred_at at time zone 'UTC')::date)`.as('active_days')])
            .groupBy('user_id').as('e'),
          (join) => join.onRef('e.user_id', '=', 'u.id'))
        .select(['u.user_name', 'u.first_name', 'u.last_name', 'e.last_login', 'e.active_days']);
      const ordered = sort == null ? joined.orderBy(sql`e.last_login desc nulls last`).orderBy(sql`lower(u.user_name)`)
        : orderedBy(joined, [...LOGIN_ORDER[sort.field], lowered('u.user_name')], sort.direction);
      const rows = await ordered.limit(limit).offset(offset).execute();
      return pageFrom(request, rows.map((row): LoginReportRow => ({
        userName: row.user_name, firstName: row.first_name, lastName: row.last_name,
        lastLoginAt: row.last_login === null ? null : new Date(row.last_login).toISOString(), activeDays: Number(row.active_days ?? 0),
      })), async () => Number((await accounts().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
    })());
  }
}

const EMPTY: LockoutState = { failures: 0, lockedUntil: null };

/** {@link SignInLockoutRepository} over `sign_in_lockout`; names are stored trimmed and lower-cased. */
export class KyselySignInLockoutRepository implements SignInLockoutRepository {
  constructor(private readonly db: Executor) {}

  current(userName: string): ResultAsync<LockoutState, StorageError> {
    return attempt(this.db.selectFrom('sign_in_lockout').select(['failures', 'locked_until']).where('user_name', '=', normalise(userName)).executeTakeFirst())
      .map((row) => (row === undefined ? EMPTY : { failures: row.failures, lockedUntil: row.locked_until }));
  }

  recordFailure(userName: string, at: Date, policy: LockoutPolicy): ResultAsync<LockoutState, StorageError> {
    const windowStart = new Date(at.getTime() - policy.windowMs);
    const lockUntil = new Date(at.getTime() + policy.lockMs);
    // One upsert decides the new count and the lock together, so concurrent failures are all counted.
    return attempt(sql<{ failures: number; locked_until: Date | null }>`
      insert into sign_in_lockout as l (user_name, failures, first_failure_at, last_failure_at, locked_until)
      values (${normalise(userName)}, 1, ${at}, ${at}, case when 1 >= ${policy.maxFailures} then ${lockUntil}::timestamptz end)
      on conflict (user_name) do update set
        failures = case when l.first_failure_at < ${windowStart} then 1 else l.failures + 1 end,
        first_failure_at = case when l.first_failure_at < ${windowStart} then ${at}::timestamptz else l.first_failure_at end,
        last_failure_at = ${at},
        locked_until = case
          when (case when l.first_failure_at < ${windowStart} then 1 else l.failures + 1 end) >= ${policy.maxFailures} then ${lockUntil}::timestamptz
          else l.locked_until end
      returning failures, locked_until`.execute(this.db))
      .andThen((result) => ok(result.rows[0] === undefined ? EMPTY : { failures: result.rows[0].failures, lockedUntil: result.rows[0].locked_until }));
  }

  clear(userName: string): ResultAsync<void, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('sign_in_lockout').where('user_name', '=', normalise(userName)).execute())).map(() => undefined);
  }
}

function normalise(userName: string): string {
  return userName.trim().toLowerCase();
}
