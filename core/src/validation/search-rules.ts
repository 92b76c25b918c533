/** When a search-as-you-type box queries, and how many results it asks for. */
export interface SearchRule {
  minChars: number;
  debounceMs: number;
  limit: number;
}

export const RECORDS_VIEW_SEARCH: SearchRule = { minChars: 3, debounceMs: 1000, limit: 50 };
export const CATALOGUE_SEARCH: SearchRule = { minChars: 1, debounceMs: 0, limit: 10 };
export const SMART_PN_DIAGNOSTIC_SEARCH: SearchRule = { minChars: 3, debounceMs: 1000, limit: 10 };
export const CALCULATOR_SEARCH: SearchRule = { minChars: 3, debounceMs: 1000, limit: 10 };

/** True when the typed text is long enough for the rule to search. */
export function shouldSearch(rule: SearchRule, text: string): boolean {
  return text.trim().length >= rule.minChars;
}
