/**
 * Parses RFC 4180 CSV text (quoted fields, doubled quotes, LF or CRLF, optional UTF-8 BOM) into rows of
 * fields. A trailing newline does not add an empty row. Pure: the importer hands it file text.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows of a CSV file as records keyed by the header row's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (header === undefined) return [];
  return rows
    .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
    .map((row) => Object.fromEntries(header.map((name, index) => [name.trim(), (row[index] ?? '').trim()])));
}
