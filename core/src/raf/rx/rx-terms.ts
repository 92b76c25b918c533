import type { ScoringBeneficiary } from '../engine/demographics.js';
import { CE_BANDS, NE_BANDS, ceBand, neBand } from '../engine/segments.js';
import { factorTerms, type FactorTerms } from '../supplemental/factor-terms.js';
import type { StageHcc } from '../supplemental/hcc-stage.js';
import type { RxSegment } from './rx-segments.js';

/** The terms of one RxHCC score, each list with its total in thousandths. */
export interface RxTerms {
  readonly demographics: FactorTerms;
  readonly hccs: FactorTerms;
  readonly interactions: FactorTerms;
}

/** Originally entitled by disability (OREC 1 only, as CMS's software sets ORIGDS; see docs/raf.md, *OREC 3*) and now 65 or over. */
const originallyDisabled = (who: ScoringBeneficiary) => who.age >= 65 && who.orec === 1;

/**
 * The terms of one RxHCC V08 score by name from the plan type's table: new enrollees score one cell (by low
 * income or institutional, ESRD, originally disabled, sex and age); continuing enrollees their age/sex cell, the
 * originally-disabled term, each payment RxHCC and, institutional under 65, the non-aged RxHCC terms.
 */
export function rxTerms(table: Readonly<Record<string, number>>, segment: RxSegment, who: ScoringBeneficiary & { readonly esrd: boolean }, hccs: readonly StageHcc[]): RxTerms {
  const terms: RxTerms = { demographics: factorTerms(table), hccs: factorTerms(table), interactions: factorTerms(table) };
  const sex = who.sex;
  const od = originallyDisabled(who);
  if (segment.startsWith('Rx_NE_')) {
    terms.demographics.add(
      `${segment}_${who.esrd ? 'ESRD' : 'NESRD'}_${od ? 'OD' : 'NOD'}_x_${sex}${NE_BANDS[neBand(who.age, who.orec)] ?? ''}`,
      `${sex === 'F' ? 'female' : 'male'}, ${who.age}, ${who.esrd ? 'ESRD' : 'no ESRD'}, ${od ? 'originally disabled (OREC 1), now 65 or over' : 'not originally disabled'}`,
    );
    return terms;
  }
  terms.demographics.add(`${segment}_${sex}${CE_BANDS[ceBand(who.age)] ?? ''}`, `${sex === 'F' ? 'female' : 'male'}, ${who.age}`);
  if (od) terms.demographics.add(segment === 'Rx_CE_LTI' ? 'Rx_CE_LTI_ORIGDS' : `${segment}_${sex}65OD`, 'originally disabled (OREC 1), now 65 or over');
  for (const hcc of hccs) terms.hccs.add(`${segment}_RXHCC${hcc.cc}`, `raised by ${hcc.codes.join(', ')}`);
  if (segment === 'Rx_CE_LTI' && who.age < 65) for (const hcc of hccs) terms.interactions.add(`Rx_CE_LTI_NONAGED_RXHCC${hcc.cc}`, `under 65 × RXHCC${hcc.cc}`);
  return terms;
}
