import type { ResultAsync } from 'neverthrow';
import { sql, type Expression } from 'kysely';
import {
  type AuditFilter, type AuditLog, type AuditRecord, type LookupRepository, type Page,
  FactorSettingsSchema, type AuditSortField, type FactorSetting, type Settings, type SettingsRepository, type SignUpLookups, type StorageError, type UserId,
} from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { appendChained } from '../audit/audit-chain.js';
import { AuditBatch } from '../audit/audit-batch.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';
import { limits, pageFrom } from './paging.js';
import { column, lowered, orderedBy } from './list-order.js';

// The trail's sort fields as stored columns (the line's id is added last); a line without an address sorts as ''.
const AUDIT_ORDER: Record<AuditSortField, readonly Expression<unknown>[]> = {
  at: [column('occurred_at')], action: [lowered('action')], ip: [sql`coalesce(ip, '')`], outcome: [column('outcome')],
};
import { SettingsCache } from './settings-cache.js';
import { forgettingAround } from './shared-read.js';

/**
 * {@link SettingsRepository} over the `setting` key/value table. Outside a transaction reads share the process's
 * `cache`; inside one they read the transaction's own view, and a change there clears the shared read too.
 */
export class KyselySettingsRepository implements SettingsRepository {
  constructor(private readonly db: Executor, private readonly cache: SettingsCache = new SettingsCache()) {}

  get(): ResultAsync<Settings, StorageError> {
    return this.db.isTransaction ? this.read() : this.cache.read(() => this.read());
  }

  private read(): ResultAsync<Settings, StorageError> {
    return attempt(this.db.selectFrom('setting').select(['key', 'value']).where('key', 'in', ['maintenance', 'payment_year', 'raf_factors']).execute())
      .map((rows) => {
        const value = (key: string) => rows.find((row) => row.key === key)?.value;
        const year = value('payment_year');
        const factors = FactorSettingsSchema.safeParse(value('raf_factors') ?? []);
        return { maintenance: value('maintenance') === true, paymentYear: typeof year === 'number' ? year : null, rafFactors: factors.success ? factors.data : [] };
      });
  }

  setMaintenance(on: boolean, by: UserId | null, at: Date): ResultAsync<void, StorageError> {
    return this.put('maintenance', on, by, at);
  }

  setPaymentYear(year: number, by: UserId | null, at: Date): ResultAsync<void, StorageError> {
    return this.put('payment_year', year, by, at);
  }

  setRafFactors(factors: readonly FactorSetting[], by: UserId | null, at: Date): ResultAsync<void, StorageError> {
    return this.put('raf_factors', factors, by, at);
  }

  private put(key: string, value: unknown, by: UserId | null, at: Date): ResultAsync<void, StorageError> {
    const json = JSON.stringify(value);
    return forgettingAround(() => this.cache.clear(), () => attempt(withAuditLine(this.db, (db) => db.insertInto('setting').values({ key, value: json, updated_by: by, updated_at: at })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_by: by, updated_at: at })).execute()))
      .map(() => undefined));
  }
}

/** {@link AuditLog} over `audit_log` (append-only: a trigger refuses updates and deletes). */
export class KyselyAuditLog implements AuditLog {
  // Outside a transaction the lines of concurrent requests are written together; inside one, each goes in at once.
  private readonly batch: AuditBatch | null;

  constructor(private readonly db: Executor) {
    this.batch = db.isTransaction ? null : new AuditBatch((entries) => this.insert(entries));
  }

  append(entry: AuditRecord): ResultAsync<void, StorageError> {
    return this.batch === null ? this.insert([entry]) : this.batch.append(entry);
  }

  private insert(entries: readonly AuditRecord[]): ResultAsync<void, StorageError> {
    const chained = (trx: Executor) => appendChained(trx, entries);
    return attempt(this.db.isTransaction ? chained(this.db) : this.db.transaction().execute(chained));
  }

  list(filter: AuditFilter): ResultAsync<Page<AuditRecord>, StorageError> {
    const filtered = () => this.db.selectFrom('audit_log')
      .$if(filter.userId !== null, (query) => query.where('actor_user_id', '=', filter.userId))
      // A prefix, with LIKE's own wildcards escaped, so `patients` finds every patients.* action and nothing else.
      .$if(Boolean(filter.action), (query) => query.where('action', 'like', `${(filter.action ?? '').replace(/[\\%_]/g, '\\$&')}%`))
      .$if(Boolean(filter.from), (query) => query.where('occurred_at', '>=', filter.from as Date))
      .$if(Boolean(filter.before), (query) => query.where('occurred_at', '<', filter.before as Date))
      .$if(filter.recordId !== null, (query) => query.where(sql<boolean>`string_to_array(record_id, ',') @> array[${filter.recordId}]::text[]`));
    const { limit, offset } = limits(filter.window);
    return attempt((async () => {
      const sort = filter.sort;
      const ordered = sort == null ? filtered().selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc')
        : orderedBy(filtered().selectAll(), [...AUDIT_ORDER[sort.field], column('id')], sort.direction);
      const rows = await ordered.limit(limit).offset(offset).execute();
      return pageFrom(filter.window, rows.map((row): AuditRecord => ({
        userId: row.actor_user_id ?? '', action: row.action, recordId: row.record_id, at: row.occurred_at, ip: row.ip ?? '',
        requestId: row.request_id ?? '', outcome: row.outcome,
      })), async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
    })());
  }
}

/** {@link LookupRepository} over the three sign-up lookup tables. */
export class KyselyLookupRepository implements LookupRepository {
  constructor(private readonly db: Executor) {}

  signUpLookups(): ResultAsync<SignUpLookups, StorageError> {
    const read = (table: 'billing_program' | 'record_program' | 'service_option') =>
      this.db.selectFrom(table).select(['id', 'name']).where('active', '=', true).orderBy('id').execute();
    return attempt((async () => ({ billingPrograms: await read('billing_program'), recordPrograms: await read('record_program'), services: await read('service_option') }))());
  }
}
