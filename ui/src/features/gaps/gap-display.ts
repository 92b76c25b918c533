import type { EvidenceSource, GapCoverage } from '@rafdesk/core';
import { FACTOR_STATUS_WORDS, type FactorStatus } from '@rafdesk/core/raf';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A gap's RAF as the engine rounds it (3 decimals), signed: what documenting it adds. */
export const gapRafText = (raf: number): string => `${raf >= 0 ? '+' : '−'}${Math.abs(raf).toFixed(3)}`;

/** Whole US dollars a year. */
export const dollarsText = (dollars: number): string => DOLLARS.format(dollars);

/** Where a piece of evidence was read, in words. */
export const EVIDENCE_SOURCE_WORDS: Readonly<Record<EvidenceSource, string>> = {
  'record-diagnosis': 'Coded diagnosis', 'imported-history': 'Imported history', medication: 'Medication', vital: 'Vitals', problem: 'Note',
};

/** How far this year's coding covers a gap, in words; null for an open gap (nothing to add). */
export function coverageText(coverage: GapCoverage, addressedBy: { readonly hcc: string; readonly codes: readonly string[] } | null): string | null {
  const by = addressedBy === null ? '' : ` by ${addressedBy.hcc}${addressedBy.codes.length > 0 ? ` (${addressedBy.codes.join(', ')})` : ''}`;
  switch (coverage) {
    case 'open':
      return null;
    case 'partly-addressed':
      return `Partly addressed${by}: the higher HCC is still open`;
    case 'closed':
      return `Documented this year${by}`;
  }
}

/** What a gap is worth: "+0.166 RAF, $1,234 a year, factors final", or the RAF alone without an agreement. */
export function valueText(value: { readonly raf: number; readonly annualBudget: number | null; readonly factorStatus: FactorStatus }): string {
  const dollars = value.annualBudget === null ? 'no agreement to price it' : `${dollarsText(value.annualBudget)} a year`;
  return `${gapRafText(value.raf)} RAF, ${dollars}, factors ${FACTOR_STATUS_WORDS[value.factorStatus]}`;
}
