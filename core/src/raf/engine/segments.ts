/** The model segments, in the order the engine indexes them; the coefficient prefix is the name. */
export const SEGMENTS = ['CNA', 'CND', 'CPA', 'CPD', 'CFA', 'CFD', 'INS', 'NE', 'SNPNE'] as const;
/** A model segment (coefficient prefix). */
export type Segment = (typeof SEGMENTS)[number];

export const SEGMENT_INDEX = { CNA: 0, CND: 1, CPA: 2, CPD: 3, CFA: 4, CFD: 5, INS: 6, NE: 7, SNPNE: 8 } as const satisfies Record<Segment, number>;

/** What each segment means, for explanations. */
export const SEGMENT_LABELS: Readonly<Record<Segment, string>> = {
  CNA: 'Community, non-dual, aged',
  CND: 'Community, non-dual, disabled',
  CPA: 'Community, partial-benefit dual, aged',
  CPD: 'Community, partial-benefit dual, disabled',
  CFA: 'Community, full-benefit dual, aged',
  CFD: 'Community, full-benefit dual, disabled',
  INS: 'Long-term institutional',
  NE: 'New enrollee',
  SNPNE: 'New enrollee in a special needs plan',
};

/** Continuing-enrollee age bands (12): cell names and lower bounds. */
export const CE_BANDS = ['0_34', '35_44', '45_54', '55_59', '60_64', '65_69', '70_74', '75_79', '80_84', '85_89', '90_94', '95_GT'] as const;
const CE_LOWER = [0, 35, 45, 55, 60, 65, 70, 75, 80, 85, 90, 95];

/** New-enrollee age bands (16): 65 to 69 are single years. */
export const NE_BANDS = ['0_34', '35_44', '45_54', '55_59', '60_64', '65', '66', '67', '68', '69', '70_74', '75_79', '80_84', '85_89', '90_94', '95_GT'] as const;
const NE_LOWER = [0, 35, 45, 55, 60, 65, 66, 67, 68, 69, 70, 75, 80, 85, 90, 95];

function bandOf(lower: readonly number[], age: number): number {
  let band = 0;
  while (band + 1 < lower.length && age >= (lower[band + 1] ?? Infinity)) band++;
  return band;
}

/** The continuing-enrollee band index of an age. */
export const ceBand = (age: number): number => bandOf(CE_LOWER, age);

/** The new-enrollee band index: CMS puts a 64-year-old with OREC 0 in the 65 band. */
export const neBand = (age: number, orec: number): number => bandOf(NE_LOWER, age === 64 && orec === 0 ? 65 : age);
