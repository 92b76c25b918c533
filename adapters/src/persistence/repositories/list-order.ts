import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortDirection } from '@rafdesk/core';

/** A text column as the lists order it, in any letter case. */
export const lowered = (column: string): RawBuilder<string> => sql<string>`lower(${sql.ref(column)})`;

/** A stored column as a sort key. */
export const column = (name: string): RawBuilder<unknown> => sql.ref(name);

/**
 * The ORDER BY of a list sorted by one of its columns: the keys come from the list's whitelist of sort fields (stored
 * columns, texts lowered; nothing a caller typed reaches the SQL), the last one unique, so equal values keep one order
 * across pages. Every key runs in the sort's direction; PostgreSQL puts nulls last ascending and first descending, as
 * the in-memory fakes do.
 */
export function orderedBy<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, keys: readonly Expression<unknown>[], direction: SortDirection): SelectQueryBuilder<DB, TB, O> {
  return keys.reduce<SelectQueryBuilder<DB, TB, O>>((ordered, key) => ordered.orderBy(key, direction), query);
}
