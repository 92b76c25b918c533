/**
 * Reads CSV text into rows of cells (RFC 4180): quoted cells may hold the separator, line breaks and doubled
 * quotes; CRLF, LF and CR all end a row; a byte-order mark is ignored. The separator is the comma, or a semicolon
 * or tab when the heading holds more of those outside quotes (spreadsheets saved in some locales). Never throws.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function separatorOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const [comma, semicolon, tab] = [counts.get(',') ?? 0, counts.get(';') ?? 0, counts.get('\t') ?? 0];
  if (tab > comma && tab >= semicolon) return '\t';
  if (semicolon > comma) return ';';
  return ',';
}
