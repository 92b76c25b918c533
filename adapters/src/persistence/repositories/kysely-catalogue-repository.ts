import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import { looksLikeCode, notFound, type CatalogueEntry, type CatalogueRepository, type Conflict, type NotFound, type Page, type PageWindow, type StorageError } from '@rafdesk/core';
import { attempt, attemptOr } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { uniqueConflict } from './conflicts.js';
import { limits, pageFrom, prefixPattern, searchText } from './paging.js';
import { catalogueColumns, entryFromRow, upsertCatalogueChunk } from './catalogue-rows.js';
import { createRepositoryCaches, type RepositoryCaches } from './repository-caches.js';
import { forgettingAround } from './shared-read.js';
import { withGinIndexesBuiltAfter } from './gin-bulk-load.js';

// Entries per statement in a bulk load: one array parameter per column, so the size is bounded by memory only.
const CHUNK = 5000;
// A load this big changes the catalogue's statistics, and into an empty catalogue it builds the word index afterwards.
const BULK_LOAD_AT_LEAST = 1000;
// Pages up to this size are kept between requests (a search box asks for 10); a bigger page is read every time.
const KEPT_PAGE_MOST_ROWS = 100;

/** {@link CatalogueRepository} over `diagnosis` (code-prefix index and a word-search vector). */
export class KyselyCatalogueRepository implements CatalogueRepository {
  constructor(private readonly db: Executor, private readonly kept: Pick<RepositoryCaches, 'catalogueCounts' | 'cataloguePages' | 'catalogueVersion'> = createRepositoryCaches()) {}

  search(query: { text: string | null; window: PageWindow; includeInactive: boolean }): ResultAsync<Page<CatalogueEntry>, StorageError> {
    const text = searchText(query.text);
    const words = text === null ? [] : (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const filtered = () => this.db.selectFrom('diagnosis')
      .$if(!query.includeInactive, (q) => q.where('active', '=', true))
      .$if(text !== null, (q) => q.where((eb) => {
        const byWords = words.length === 0 ? sql<boolean>`false` : sql<boolean>`search_vector @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
        return looksLikeCode(text ?? '') ? eb.or([eb('code', 'like', prefixPattern((text ?? '').replace('.', '').toUpperCase())), eb(byWords, '=', true)]) : eb(byWords, '=', true);
      }));
    const { limit, offset } = limits(query.window);
    // A word search lists the shortest descriptions first, then by code (the port's order).
    const byWords = text !== null && !looksLikeCode(text);
    const read = async () => (await filtered().selectAll().$if(byWords, (q) => q.orderBy(sql`length(description)`)).orderBy('code').limit(limit).offset(offset).execute()).map(entryFromRow);
    return attempt((async () => {
      // A coder's search is planned and run on every call (2 ms of the database's time for "diabetes" on PostgreSQL),
      // while its answer changes only with the catalogue: a page is kept under the catalogue's version, as its total is.
      const searched = `${await this.version()}|${query.includeInactive}|${text ?? ''}`;
      const entries = limit <= KEPT_PAGE_MOST_ROWS && !this.db.isTransaction ? await this.kept.cataloguePages.answer(`${searched}|${limit}|${offset}`, read) : await read();
      return pageFrom(query.window, entries, async () => this.kept.catalogueCounts.answer(
        searched, async () => Number((await filtered().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)));
    })());
  }

  find(code: string): ResultAsync<CatalogueEntry | null, StorageError> {
    return attempt(this.db.selectFrom('diagnosis').selectAll().where('code', '=', code).executeTakeFirst()).map((row) => (row === undefined ? null : entryFromRow(row)));
  }

  findMany(codes: readonly string[]): ResultAsync<CatalogueEntry[], StorageError> {
    if (codes.length === 0) return okAsync([]);
    return attempt(this.db.selectFrom('diagnosis').selectAll().where('code', '=', sql<string>`any(${[...new Set(codes)]}::text[])`).orderBy('code').execute())
      .map((rows) => rows.map(entryFromRow));
  }

  create(entry: CatalogueEntry, at: Date): ResultAsync<void, Conflict | StorageError> {
    return this.changing(() => attemptOr(withAuditLine(this.db, (db) => db.insertInto('diagnosis').values({ ...catalogueColumns(entry), updated_at: at }).execute()), uniqueConflict).map(() => undefined));
  }

  update(entry: CatalogueEntry, at: Date): ResultAsync<void, NotFound | StorageError> {
    const { code, ...columns } = catalogueColumns(entry);
    return this.changing(() => attempt(withAuditLine(this.db, (db) => db.updateTable('diagnosis').set({ ...columns, updated_at: at }).where('code', '=', code).returning('code').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('diagnostic')) : ok(undefined))));
  }

  setActive(code: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    return this.changing(() => attempt(withAuditLine(this.db, (db) => db.updateTable('diagnosis').set({ active, updated_at: at }).where('code', '=', code).returning('code').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('diagnostic')) : ok(undefined))));
  }

  upsertMany(entries: readonly CatalogueEntry[], at: Date): ResultAsync<number, StorageError> {
    // One statement may not touch a code twice: the last entry of a code wins.
    const distinct = [...new Map(entries.map((entry) => [entry.code, entry])).values()];
    return this.changing(() => transact(this.db, async (trx): Promise<Result<number, never>> => {
      const loadAll = async () => {
        let count = 0;
        for (let start = 0; start < distinct.length; start += CHUNK) count += await upsertCatalogueChunk(trx, distinct.slice(start, start + CHUNK), at);
        return count;
      };
      const bulk = distinct.length >= BULK_LOAD_AT_LEAST;
      const count = bulk ? await withGinIndexesBuiltAfter(trx, 'diagnosis', loadAll) : await loadAll();
      // Fresh statistics at once (PGlite has no autovacuum to gather them): without them the planner walks the whole
      // catalogue in code order for a search its indexes answer in a millisecond.
      if (bulk) await sql`analyze diagnosis`.execute(trx);
      return ok(count);
    }));
  }

  private changing<T, E>(write: () => ResultAsync<T, E>): ResultAsync<T, E> {
    return forgettingAround(() => this.forgetKept(), write);
  }

  private forgetKept(): void {
    this.kept.catalogueCounts.clear();
    this.kept.cataloguePages.clear();
    this.kept.catalogueVersion.clear();
  }

  /** The catalogue's version: its latest change (an index read), so totals and pages kept from before another process's change are not used. */
  private version(): Promise<string> {
    const read = async () => (await this.db.selectFrom('diagnosis').select(sql<string | null>`max(updated_at)::text`.as('at')).executeTakeFirstOrThrow()).at ?? 'empty';
    // A transaction reads its own view; outside one, the requests of a quarter second share one read.
    return this.db.isTransaction ? read() : this.kept.catalogueVersion.read(read);
  }

  latest(): ResultAsync<CatalogueEntry | null, StorageError> {
    return attempt(this.db.selectFrom('diagnosis').selectAll().orderBy('updated_at', 'desc').orderBy('code', 'desc').limit(1).executeTakeFirst())
      .map((row) => (row === undefined ? null : entryFromRow(row)));
  }
}
