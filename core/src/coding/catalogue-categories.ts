import type { CategoryRef, CodeCategories } from '../raf/lookup-code.js';

/** The category columns of a catalogue row that the engine's tables decide. */
export const CATEGORY_COLUMNS = ['v28Hcc1', 'v28Hcc2', 'v24Hcc1', 'v24Hcc2', 'rxHcc1', 'rxHcc2'] as const;
export type CategoryColumn = (typeof CATEGORY_COLUMNS)[number];
export type CategoryColumns = Readonly<Record<CategoryColumn, number | null>>;

/** A category column an edit gave a value the engine's tables do not have. */
export interface CategoryDisagreement {
  readonly column: CategoryColumn;
  readonly given: number;
  readonly expected: number | null;
}

const MODEL_OF: Readonly<Record<CategoryColumn, string>> = {
  v28Hcc1: 'V28', v28Hcc2: 'V28', v24Hcc1: 'V24', v24Hcc2: 'V24', rxHcc1: 'RxHCC', rxHcc2: 'RxHCC',
};

function firstTwo(refs: readonly CategoryRef[] | null): [number | null, number | null] {
  const numbers = [...new Set((refs ?? []).map((ref) => ref.number))];
  return [numbers[0] ?? null, numbers[1] ?? null];
}

/**
 * The catalogue's category columns for a code, from the engine's mappings of one payment year: the first two
 * distinct categories of each model, null where the code maps to none (or the year has no such model).
 */
export function categoryColumnsOf(categories: CodeCategories): CategoryColumns {
  const [v28Hcc1, v28Hcc2] = firstTwo(categories.v28);
  const [v24Hcc1, v24Hcc2] = firstTwo(categories.v24);
  const [rxHcc1, rxHcc2] = firstTwo(categories.rx);
  return { v28Hcc1, v28Hcc2, v24Hcc1, v24Hcc2, rxHcc1, rxHcc2 };
}

/**
 * The columns an edit filled with a value other than the engine's. A blank (null) column is not a disagreement:
 * it is filled from the tables, so an admin never has to type what the engine already knows.
 */
export function categoryDisagreements(given: Readonly<Record<CategoryColumn, number | null>>, expected: CategoryColumns): CategoryDisagreement[] {
  return CATEGORY_COLUMNS.flatMap((column) => {
    const value = given[column];
    return value === null || value === expected[column] ? [] : [{ column, given: value, expected: expected[column] }];
  });
}

/** Why a disagreeing column is refused, in words: "must be 37: the 2026 V28 mapping of E1122 gives 37". */
export function describeDisagreement(disagreement: CategoryDisagreement, code: string, year: number): string {
  const model = MODEL_OF[disagreement.column];
  const gives = disagreement.expected === null ? `no ${model} category` : String(disagreement.expected);
  const must = disagreement.expected === null ? 'must be empty' : `must be ${disagreement.expected}`;
  return `${must}: the ${year} ${model} mapping of ${code} gives ${gives}, not ${disagreement.given}`;
}
