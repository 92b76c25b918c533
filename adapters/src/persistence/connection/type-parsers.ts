/**
 * Both drivers are told to read values the same way (and PGlite to write Dates as pg does), so every repository
 * behaves alike on PGlite and PostgreSQL: `bigint` (counts) and `numeric` (money, ratios) as numbers, `date` as its
 * `YYYY-MM-DD` text (never a Date in the server's zone); timestamps stay Dates, `jsonb` is parsed, `bytea` is a
 * Uint8Array (a Buffer under pg).
 */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (text: string): number => Number(text);
const asText = (text: string): string => text;

/** Text parsers by type oid, in the shape PGlite's `parsers` option takes. */
export const SHARED_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [TYPE_OIDS.int8]: toNumber,
  [TYPE_OIDS.numeric]: toNumber,
  [TYPE_OIDS.date]: asText,
};

/** The types a JavaScript Date is sent as: `date`, `timestamp` and `timestamptz`. */
const DATE_PARAMETER_OIDS = [1082, 1114, 1184] as const;

/**
 * A Date as PostgreSQL reads it, as pg writes one: ISO 8601, except a year past 9999 without the expanded form's sign
 * and zeros (`+010000-01-01…` is refused, 22009: the audit trail's day after 9999-12-31 answered 500 on PGlite only)
 * and a year before 1 as BC.
 */
export function dateParameterText(date: Date): string {
  const iso = date.toISOString();
  if (!/^[+-]/.test(iso)) return iso;
  const year = date.getUTCFullYear();
  const rest = iso.slice(7);
  return year > 0 ? `${year}${rest}` : `${String(1 - year).padStart(4, '0')}${rest} BC`;
}

const dateParameter = (value: unknown): string =>
  (value instanceof Date ? dateParameterText(value) : typeof value === 'number' ? dateParameterText(new Date(value)) : String(value));

/** Parameter writers by type oid, in the shape PGlite's `serializers` option takes (pg's own already write Dates so). */
export const PGLITE_SERIALIZERS: Readonly<Record<number, (value: unknown) => string>> =
  Object.fromEntries(DATE_PARAMETER_OIDS.map((oid) => [oid, dateParameter]));
