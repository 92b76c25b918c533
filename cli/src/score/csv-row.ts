/** Splits one CSV line into fields (quoted fields with doubled quotes; no line breaks inside fields). */
export function splitCsvRow(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** A CSV row as a record keyed by the header's column names (trimmed); missing cells are left out. */
export function csvRowRecord(header: readonly string[], line: string): Record<string, string> {
  const fields = splitCsvRow(line);
  const record: Record<string, string> = {};
  for (let i = 0; i < header.length; i++) {
    const value = fields[i];
    if (value !== undefined) record[header[i] ?? ''] = value.trim();
  }
  return record;
}
