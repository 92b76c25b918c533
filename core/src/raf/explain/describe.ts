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
const CE_BAND_WORDS = CE_BANDS.map(bandWords);
const NE_BAND_WORDS = NE_BANDS.map(bandWords);

function cellWords(who: Demographics, newEnrollee: boolean): string {
  const sex = who.female ? 'female' : 'male';
  if (!newEnrollee) return `${sex}, age ${who.age} (band ${CE_BAND_WORDS[who.ceBand] ?? ''})`;
  const band = NE_BAND_WORDS[who.neBand] ?? '';
  const medicaid = who.medicaid ? 'with Medicaid' : 'no Medicaid';
  const origdis = who.newEnrolleeOriginallyDisabled ? 'originally disabled' : 'not originally disabled';
  return `new enrollee, ${sex}, age ${who.age} (band ${band}), ${medicaid}, ${origdis}`;
}

// A few hundred distinct texts in all (the band follows from the age): made once each, not on every explained score.
const cells = new Map<number, string>();

/** Why the demographic cell applies: "female, age 72 (band 70–74)". */
export function describeCell(who: Demographics, newEnrollee: boolean): string {
  if (!Number.isInteger(who.age) || who.age < 0 || who.age > 255) return cellWords(who, newEnrollee);
  const key = newEnrollee ? 512 + ((((who.medicaid ? 2 : 0) + (who.newEnrolleeOriginallyDisabled ? 1 : 0)) * 2 + (who.female ? 1 : 0)) << 8) + who.age : ((who.female ? 1 : 0) << 8) + who.age;
  let words = cells.get(key);
  if (words === undefined) cells.set(key, (words = cellWords(who, newEnrollee)));
  return words;
}
