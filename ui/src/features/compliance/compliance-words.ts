import { LEDGER_REASON_LABELS, type FlagView, type RecordCompliance } from '@rafdesk/core';

const three = (value: number) => value.toFixed(3);

/** "payment score 1.234 with I63.9, 0.987 with Z86.73 (−0.247 if Z86.73 is coded; V28 2027)": the engine's two scores. */
export function rafChangeText(flag: FlagView): string {
  const change = flag.rafChange;
  if (change === null) return `not scored: ${flag.rafChangeNote ?? 'the engine has no tables for the year'}`;
  const delta = -change.difference;
  return `payment score ${three(change.withCode)} with ${flag.code}, ${three(change.withAlternative)} with ${flag.alternative} (${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${three(Math.abs(delta))} if ${flag.alternative} is coded; ${change.modelLabel})`;
}

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
