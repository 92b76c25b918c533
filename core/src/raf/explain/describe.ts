import type { Demographics } from '../engine/demographics.js';
import { CE_BANDS, NE_BANDS } from '../engine/segments.js';
import { describeRange, type RowCondition } from '../tables/row-condition.js';

/** "HCC37". */
export const hccName = (cc: number) => `HCC${cc}`;

/** Words for a condition's mandatory-edit part: "age 0–49", "female", "age 18+, male"; empty when none. */
export function describeEdit(condition: RowCondition): string {
  const parts: string[] = [];
  if (condition.age) parts.push(describeRange(condition.age));
  if (condition.sex) parts.push(condition.sex === 'F' ? 'female' : 'male');
  return parts.join(', ');
}

const bandWords = (band: string) => band.replace('_GT', '+').replace('_', '–');

/** Why the demographic cell applies: "female, age 72 (band 70–74)". */
export function describeCell(who: Demographics, newEnrollee: boolean): string {
  const sex = who.female ? 'female' : 'male';
  if (!newEnrollee) return `${sex}, age ${who.age} (band ${bandWords(CE_BANDS[who.ceBand] ?? '')})`;
  const band = bandWords(NE_BANDS[who.neBand] ?? '');
  const medicaid = who.medicaid ? 'with Medicaid' : 'no Medicaid';
  const origdis = who.newEnrolleeOriginallyDisabled ? 'originally disabled' : 'not originally disabled';
  return `new enrollee, ${sex}, age ${who.age} (band ${band}), ${medicaid}, ${origdis}`;
}
