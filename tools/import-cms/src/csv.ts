import { parse } from 'csv-parse/sync';

/** Rows of a CSV file (quoted fields, LF or CRLF, optional BOM) as records keyed by the header row's trimmed names; values trimmed, missing cells empty. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  if (header === undefined) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name.trim(), (row[index] ?? '').trim()])));
}
