import { formatCondition, type AgeRange, type RowCondition } from '@rafdesk/core/raf/data-files';

/** One compiled mapping row: the CC a code gives when the condition holds. */
export interface MappingRow {
  readonly cc: number;
  readonly condition: RowCondition;
}

/** Codes to their rows, as the importer builds them before writing the compact tables. */
export type CompiledMapping = Map<string, MappingRow[]>;

function mergeRanges(ranges: readonly AgeRange[]): AgeRange[] {
  const sorted = [...ranges].sort((a, b) => a.min - b.min);
  const merged: AgeRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && (last.max === null || range.min <= last.max + 1)) {
      const max = last.max === null || range.max === null ? null : Math.max(last.max, range.max);
      merged[merged.length - 1] = { min: last.min, max };
    } else merged.push(range);
  }
  return merged;
}

/**
 * Canonical rows of one code: rows that differ only by age-edit ranges are merged (CMS often splits a
 * code at an age with the same CC on both sides, e.g. E10.10 → 36 under and over 21), duplicates go, and
 * the order is by CC then condition text, so the same input always compiles to the same bytes.
 */
export function canonicalRows(rows: readonly MappingRow[]): MappingRow[] {
  const groups = new Map<string, { cc: number; base: RowCondition; ranges: AgeRange[]; always: boolean }>();
  for (const row of rows) {
    const base = { ...row.condition, age: null };
    const key = `${row.cc}|${formatCondition(base)}`;
    const group = groups.get(key) ?? { cc: row.cc, base, ranges: [], always: false };
    if (row.condition.age === null) group.always = true;
    else group.ranges.push(row.condition.age);
    groups.set(key, group);
  }
  const result: MappingRow[] = [];
  for (const group of groups.values()) {
    const ranges = group.always ? [] : mergeRanges(group.ranges);
    const first = ranges[0];
    if (group.always || (ranges.length === 1 && first && first.min === 0 && first.max === null)) {
      result.push({ cc: group.cc, condition: group.base });
    } else for (const age of ranges) result.push({ cc: group.cc, condition: { ...group.base, age } });
  }
  return result.sort((a, b) => a.cc - b.cc || formatCondition(a.condition).localeCompare(formatCondition(b.condition)));
}

/** Adds a row to a code's list. */
export function addRow(mapping: CompiledMapping, code: string, row: MappingRow): void {
  const rows = mapping.get(code);
  if (rows) rows.push(row);
  else mapping.set(code, [row]);
}

/** Replaces every code's rows by its canonical rows. */
export function canonicalise(mapping: CompiledMapping): CompiledMapping {
  return new Map([...mapping].map(([code, rows]) => [code, canonicalRows(rows)]));
}
