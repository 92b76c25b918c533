import type { ColumnType, Generated } from 'kysely';

/** A `timestamptz` column: read as a Date, written as a Date or an ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` column with a default (`now()`): optional on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read and written as `YYYY-MM-DD` text (both drivers are told not to build a Date). */
export type CalendarDate = string;
/** A `jsonb` column: read parsed, written as JSON text (pg would turn a JS array into a SQL array). */
export type Json<T> = ColumnType<T, string, string>;
/** A `bytea` column. */
export type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;
/** An identity column: never written on insert. */
export type Id = Generated<number>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = Generated<T>;
