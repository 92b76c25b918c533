/**
 * Both drivers are told to read values the same way, so every repository behaves alike on PGlite and PostgreSQL:
 * `bigint` (counts) and `numeric` (money, ratios) as numbers, `date` as its `YYYY-MM-DD` text (never a Date in
 * the server's zone); timestamps stay Dates, `jsonb` is parsed, `bytea` is a Uint8Array (a Buffer under pg).
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
