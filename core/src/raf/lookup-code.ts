import { codeIndex } from './engine/code-index.js';
import { INVALID_KEY, codeKey, keyToCode } from './engine/code-key.js';
import { yearMapping } from './engine/compiled-model.js';
import { describeEdit, hccName } from './explain/describe.js';
import { describeRange } from './tables/row-condition.js';
import { modelStructure } from './tables/installed-tables.js';
import type { ModelId, PaymentYear } from './tables/table-types.js';

/** A category a code maps to, and the age/sex condition under which it does (null: always). */
export interface CategoryRef {
  readonly hcc: string;
  readonly number: number;
  readonly label: string;
  readonly when: string | null;
}

/** The V24, V28 and RxHCC categories of a code in a payment year's mappings (null where the year has no such mapping). */
export interface CodeCategories {
  readonly input: string;
  readonly code: string | null;
  readonly year: PaymentYear;
  /** Some mapping of some year knows the code. */
  readonly known: boolean;
  /** The code is a category header (longer mapped codes start with it): not billable. */
  readonly header: boolean;
  readonly v24: readonly CategoryRef[] | null;
  readonly v28: readonly CategoryRef[] | null;
  readonly rx: readonly CategoryRef[] | null;
}

function categories(model: ModelId, year: PaymentYear, index: number): CategoryRef[] | null {
  const mapping = yearMapping(model, year);
  if (!mapping) return null;
  if (index < 0) return [];
  const labels = modelStructure(model, year).labels;
  const refs: CategoryRef[] = [];
  for (let r = mapping.rowStart[index] ?? 0; r < (mapping.rowStart[index + 1] ?? 0); r++) {
    const cc = mapping.rowCc[r] ?? 0;
    const condition = mapping.conditions[mapping.rowCondition[r] ?? -1];
    const parts = condition ? [describeEdit(condition), condition.mce ? `code editor: ${describeRange(condition.mce)}` : ''].filter((part) => part !== '') : [];
    refs.push({ hcc: model === 'RX' ? `RXHCC${cc}` : hccName(cc), number: cc, label: labels[String(cc)] ?? '', when: parts.length > 0 ? parts.join(', ') : null });
  }
  return refs;
}

/**
 * The categories a code maps to in a payment year (default 2026): what the catalogue's V24/V28/RxHCC
 * columns show. Scoring never reads the catalogue; both come from these tables. Never throws.
 */
export function lookupCode(input: string, year: PaymentYear = 2026): CodeCategories {
  const key = codeKey(input.trim());
  const code = key === INVALID_KEY ? null : keyToCode(key);
  const index = codeIndex().indexOfKey(key);
  return {
    input,
    code,
    year,
    known: index >= 0,
    header: code !== null && index < 0 && codeIndex().isHeader(code),
    v24: categories('V24', year, index),
    v28: categories('V28', year, index),
    rx: categories('RX', year, index),
  };
}
