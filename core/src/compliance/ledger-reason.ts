/** Why a diagnosis does not count for the payment year, in the order the ledger checks them. */
export const LEDGER_REASONS = ['inactive', 'date-outside-year', 'excluded-source', 'specialty-not-accepted', 'flagged-without-justification', 'no-supporting-note'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Short words for each reason code (a column heading or a filter); each entry also carries its own sentence. */
export const LEDGER_REASON_LABELS: Readonly<Record<LedgerReason, string>> = {
  inactive: 'Inactive',
  'date-outside-year': 'Date outside the year',
  'excluded-source': 'Excluded source',
  'specialty-not-accepted': 'Specialty CMS does not accept',
  'flagged-without-justification': 'Flagged without justification',
  'no-supporting-note': 'No supporting note',
};

/** One reason on a ledger line: the code and the sentence that says what was found and why it matters. */
export interface LedgerFinding {
  readonly reason: LedgerReason;
  readonly words: string;
}
