import { LEDGER_REASON_LABELS, type RecordCompliance } from '@rafdesk/core';

const three = (value: number) => value.toFixed(3);

/** "RAF coded 1.234 · RAF that counts 0.987 · 0.247 at risk", or why it cannot be scored. */
export function rafCountsText(card: RecordCompliance): { coded: string; counts: string; atRisk: string } | null {
  if (card.raf === null) return null;
  return { coded: three(card.raf.coded), counts: three(card.raf.counts), atRisk: three(card.raf.atRisk) };
}

/** A ledger verdict in words: "Counts", or "Does not count: no date of service; specialty not accepted". */
export function verdictText(entry: RecordCompliance['ledger'][number]): string {
  if (entry.counts) return 'Counts';
  return `Does not count: ${entry.findings.map((finding) => LEDGER_REASON_LABELS[finding.reason]).join('; ')}`;
}
