import { csvRecords } from './csv.js';
import { SourceProblem } from './source-problem.js';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** A decimal with at most three places as an exact count of thousandths ("0.486" → 486). */
export function toThousandths(file: string, text: string): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new SourceProblem(file, `"${text}" is not a factor with at most 3 decimals`);
  const value = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -value : value;
}

/**
 * The relative factors of one model version (`C24`, `C28`) of an `ra_coefficients*.csv` file, keyed by
 * upper-case variable name and sorted by name, in thousandths.
 */
export function readCoefficients(file: string, text: string, version: string): Record<string, number> {
  const entries: [string, number][] = [];
  const seen = new Set<string>();
  for (const record of csvRecords(text)) {
    if (record.model_version !== version) continue;
    const name = (record.coefficient ?? '').toUpperCase();
    if (seen.has(name)) throw new SourceProblem(file, `${name} appears twice for ${version}`);
    seen.add(name);
    entries.push([name, toThousandths(file, record.value ?? '')]);
  }
  if (entries.length === 0) throw new SourceProblem(file, `no factors for ${version}`);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
