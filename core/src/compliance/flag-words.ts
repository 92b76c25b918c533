import type { HighRiskFlag } from './screen-high-risk.js';

const three = (value: number) => value.toFixed(3);

/**
 * A flag's RAF change in words, the same on every screen and in the CLI: "payment score 1.234 with I63.9, 0.987 with
 * Z86.73 (−0.247 if Z86.73 is coded; V28 2027)", or why it was not scored.
 */
export function rafChangeWords(flag: Pick<HighRiskFlag, 'code' | 'alternative' | 'rafChange' | 'rafChangeNote'>): string {
  const change = flag.rafChange;
  if (change === null) return `not scored: ${flag.rafChangeNote ?? 'the engine has no tables for the year'}`;
  const delta = -change.difference;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return `payment score ${three(change.withCode)} with ${flag.code}, ${three(change.withAlternative)} with ${flag.alternative} (${sign}${three(Math.abs(delta))} if ${flag.alternative} is coded; ${change.modelLabel})`;
}
