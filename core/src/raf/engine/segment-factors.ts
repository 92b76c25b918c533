import { CE_BANDS, NE_BANDS, SEGMENTS } from './segments.js';

/** Marks a variable a segment has no factor for. */
export const MISSING = -2147483648;

/** One segment's factors in thousandths, laid out for index lookups ({@link MISSING} where absent). */
export interface SegmentFactors {
  readonly prefix: string;
  readonly hcc: Int32Array;
  /** Continuing enrollees: [female * 12 + band]; new enrollees: [((medicaid * 2 + origdis) * 2 + female) * 16 + band]. */
  readonly cells: Int32Array;
  /** OriginallyDisabled_Male, OriginallyDisabled_Female. */
  readonly originallyDisabled: Int32Array;
  readonly ltiMedicaid: number;
  readonly originallyDisabledInstitutional: number;
  readonly interactions: Int32Array;
  /** D1 … D9, D10P. */
  readonly counts: Int32Array;
  /** The variable names as CMS spells them, prefix included, built once for the explanations: per HCC, interaction and count. */
  readonly hccVariables: readonly string[];
  readonly interactionVariables: readonly string[];
  readonly countVariables: readonly string[];
}

/** The continuing-enrollee cell name of a band ("F70_74"). */
export const ceCellName = (female: boolean, band: number) => `${female ? 'F' : 'M'}${CE_BANDS[band] ?? ''}`;

/** The new-enrollee variable name without prefix ("MCAID_NORIGDIS_NEF65"). */
export const neCellName = (medicaid: boolean, origdis: boolean, female: boolean, band: number) =>
  `${medicaid ? 'MCAID' : 'NMCAID'}_${origdis ? 'ORIGDIS' : 'NORIGDIS'}_NE${female ? 'F' : 'M'}${NE_BANDS[band] ?? ''}`;

/** The count variable of a number of payment HCCs ("D3", "D10P"). */
export const countName = (count: number) => (count >= 10 ? 'D10P' : `D${count}`);

/** Lays out every segment's factors of one model-year from the name → thousandths table. */
export function buildSegmentFactors(factors: Readonly<Record<string, number>>, hccNumbers: readonly number[], interactionNames: readonly string[]): SegmentFactors[] {
  return SEGMENTS.map((segment) => {
    const prefix = `${segment}_`;
    const get = (name: string) => factors[(prefix + name).toUpperCase()] ?? MISSING;
    const newEnrollee = segment === 'NE' || segment === 'SNPNE';
    const cells = new Int32Array(newEnrollee ? 128 : 24).fill(MISSING);
    if (newEnrollee) {
      for (let i = 0; i < 128; i++) cells[i] = get(neCellName(i >= 64, (i >> 5) % 2 === 1, (i >> 4) % 2 === 1, i % 16));
    } else for (let i = 0; i < 24; i++) cells[i] = get(ceCellName(i >= 12, i % 12));
    return {
      prefix,
      hcc: Int32Array.from(hccNumbers, (cc) => get(`HCC${cc}`)),
      cells,
      originallyDisabled: Int32Array.of(get('OriginallyDisabled_Male'), get('OriginallyDisabled_Female')),
      ltiMedicaid: get('LTIMCAID'),
      originallyDisabledInstitutional: get('ORIGDS'),
      interactions: Int32Array.from(interactionNames, (name) => get(name)),
      counts: Int32Array.from({ length: 10 }, (_, i) => get(countName(i + 1))),
      hccVariables: hccNumbers.map((cc) => `${prefix}HCC${cc}`),
      interactionVariables: interactionNames.map((name) => prefix + name),
      countVariables: Array.from({ length: 10 }, (_, i) => prefix + countName(i + 1)),
    };
  });
}
