import type { ScoreTerm } from '../explain/result-types.js';
import { fromThousandths } from '../engine/payment.js';

/** Terms collected by variable name from a name → thousandths table, with their total. */
export interface FactorTerms {
  readonly terms: ScoreTerm[];
  total: number;
  /** Adds the factor of `variable` (upper-cased for the lookup) with its reason; false, and nothing added, when the table has none. */
  add(variable: string, reason: string): boolean;
}

/** A fresh collector over one factor table: CMS's tables give every variable a segment uses, so a missing name means the segment has no such term. */
export function factorTerms(table: Readonly<Record<string, number>>): FactorTerms {
  const collected: FactorTerms = {
    terms: [],
    total: 0,
    add(variable, reason) {
      const value = table[variable.toUpperCase()];
      if (value === undefined) return false;
      collected.terms.push({ variable, coefficient: fromThousandths(value), reason });
      collected.total += value;
      return true;
    },
  };
  return collected;
}
