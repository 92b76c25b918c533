import type { GapEvidence } from './gap.js';

const SEPARATOR = '|';

/** A gap's evidence key: its evidence identities, each once, sorted and joined (dates left out on purpose). */
export function evidenceKeyOf(evidence: readonly Pick<GapEvidence, 'identity'>[]): string {
  return [...new Set(evidence.map((item) => item.identity))].sort().join(SEPARATOR);
}

/** The identities of an evidence key. */
export const identitiesOf = (evidenceKey: string): string[] => (evidenceKey === '' ? [] : evidenceKey.split(SEPARATOR));

/** True when `current` has an identity `dismissed` did not: new evidence, which raises a not-present gap again. */
export function hasNewEvidence(current: string, dismissed: string): boolean {
  const before = new Set(identitiesOf(dismissed));
  return identitiesOf(current).some((identity) => !before.has(identity));
}
