import { createRequire } from 'node:module';
import type { parse as ParseCsv } from 'csv-parse/sync';

// The CSV parser is loaded on the first CSV row, not at every start: JSON Lines runs (most) never need it.
let parseCsv: typeof ParseCsv | null = null;
const parser = () => (parseCsv ??= (createRequire(import.meta.url)('csv-parse/sync') as { parse: typeof ParseCsv }).parse);

/** The column separators `rafdesk score` reads, detected from the header line. */
export type CsvDelimiter = ',' | ';' | '\t';

/** The input fields by their lower-case names, so headers match whatever their case. */
const CANONICAL = new Map(['id', 'age', 'dob', 'sex', 'dual', 'institutional', 'newEnrollee', 'snp', 'orec', 'esrd', 'dialysis', 'graftMonths', 'rx', 'lowIncome', 'pdp', 'diagnoses', 'switchedOrganization'].map((name) => [name.toLowerCase(), name]));

/** An input column name matched to its field without regard to case (unknown names kept as written). */
export const canonicalColumn = (name: string): string => CANONICAL.get(name.trim().toLowerCase()) ?? name.trim();

/** The separator the header line uses most (outside quotes): comma, semicolon or tab. */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const counts = ([',', ';', '\t'] as const).map((delimiter) => [delimiter, unquoted.split(delimiter).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Splits one CSV line into trimmed fields with csv-parse (quoted fields, doubled quotes). Throws on malformed quoting. */
export function splitCsvRow(line: string, delimiter: CsvDelimiter = ','): string[] {
  const rows = parser()(line, { delimiter, relax_column_count: true, trim: true, bom: true }) as string[][];
  return rows[0] ?? [];
}

/** The header's column names, matched to the input fields without regard to case (unknown columns kept as written). */
export function csvHeaderOf(headerLine: string, delimiter: CsvDelimiter): string[] {
  return splitCsvRow(headerLine, delimiter).map(canonicalColumn);
}

/**
 * A CSV row as a record keyed by the header's column names, or why it cannot be one: malformed quoting,
 * or a different number of fields from the header (a row is never silently shortened or padded).
 */
export function csvRowRecord(header: readonly string[], line: string, delimiter: CsvDelimiter = ','): { ok: true; record: Record<string, string> } | { ok: false; message: string; id: string | null } {
  let fields: string[];
  try {
    fields = splitCsvRow(line, delimiter);
  } catch (error) {
    return { ok: false, message: `not a valid CSV row (${(error as Error).message})`, id: null };
  }
  if (fields.length !== header.length) return { ok: false, message: `has ${fields.length} fields, the header has ${header.length} (${header.join(', ')})`, id: idField(header, fields, fields.length) };
  const record: Record<string, string> = {};
  header.forEach((name, i) => (record[name] = fields[i] ?? ''));
  return { ok: true, record };
}

/** The id column's field of a row that is no record, when the row reaches it (within the first `whole` fields). */
function idField(header: readonly string[], fields: readonly string[], whole: number): string | null {
  const at = header.indexOf('id');
  return at >= 0 && at < whole ? (fields[at] ?? null) || null : null;
}

/** The id of the start of a CSV row too long to read: its id field, when it lies before the cut. */
export function csvIdOfHead(header: readonly string[], head: string, delimiter: CsvDelimiter = ','): string | null {
  try {
    const fields = splitCsvRow(head, delimiter);
    return idField(header, fields, fields.length - 1);
  } catch {
    return null;
  }
}
