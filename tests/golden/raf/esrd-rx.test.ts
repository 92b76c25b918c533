import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMOGRAPHIC_ARBITRARIES } from '@rafdesk/core/testing';
import { describeRafError, scoreEsrd, scoreRx, type EsrdInput, type RafOptions, type RxInput, type SupplementalModelResult } from '@rafdesk/core/raf';

// Worked by hand from the D24 rows of ra_coefficients_2025/2026.csv (identical) and the R08_MAPD_ONLY / R08_PDP_ONLY
// rows of ra_proposed_coefficients_2027.csv (the Advance Notice's factors, which the CY2027 Rate Announcement
// finalized), with the payment-year table: ESRD payment =
// round(round(raw / normalisation, 3) × (1 − 0.059), 3), dialysis and transplant 1.022, graft 1.028 (PY2024 values
// carried, unconfirmed); RxHCC payment = round(raw / 1.063, 3), no coding adjustment.
const variables = (result: SupplementalModelResult) =>
  [...result.demographics, ...result.hccs.filter((hcc) => hcc.variable !== ''), ...result.interactions, ...result.addOns].map((term) => `${term.variable} ${term.coefficient}`);
const scores = (result: SupplementalModelResult) => [result.rawScore, result.normalizedScore, result.paymentScore];

interface Case<I> {
  readonly title: string;
  readonly input: I;
  readonly segment: string;
  readonly terms: readonly string[];
  readonly expected: readonly [number, number, number];
}

const diabetesHeartLung = ['E119', 'I5022', 'J449'];
const sickleSubstanceDepression = ['D5700', 'F1020', 'F332'];

const ESRD_CASES: readonly Case<EsrdInput>[] = [
  {
    title: 'dialysis, community, non-dual, female 70: 0.624 + HCC19 0.084 + HCC85 0.063 + HCC111 0.058 + DIABETES_CHF 0 + CHF_gCopdCF 0.003 = 0.832 → 0.814 → 0.766',
    input: { age: 70, sex: 'F', esrd: true, diagnoses: diabetesHeartLung },
    segment: 'DI',
    terms: ['DI_F70_74 0.624', 'DI_HCC19 0.084', 'DI_HCC85 0.063', 'DI_HCC111 0.058', 'DI_DIABETES_CHF 0', 'DI_CHF_gCopdCF 0.003'],
    expected: [0.832, 0.814, 0.766],
  },
  {
    title: 'dialysis, institutional, full dual, male 50, OREC 1: 0.551 + LTI 0.098 + FBDual 0.076 + HCC46 0.223 + HCC55 0.111 + HCC59 0.066 + NONAGED_gSubUseDs_gPsych 0.055 + NONAGED_HCC46 0.22 = 1.4 → 1.37 → 1.289',
    input: { age: 50, sex: 'M', dual: 'full', institutional: true, orec: 1, dialysis: true, diagnoses: sickleSubstanceDepression },
    segment: 'DI',
    terms: ['DI_M45_54 0.551', 'DI_LTI_NonAged 0.098', 'DI_FBDual_Male_NonAged 0.076', 'DI_HCC46 0.223', 'DI_HCC55 0.111', 'DI_HCC59 0.066', 'DI_NONAGED_gSubUseDs_gPsych 0.055', 'DI_NONAGED_HCC46 0.22'],
    expected: [1.4, 1.37, 1.289],
  },
  {
    title: 'dialysis, partial dual, male 77, OREC 2: 0.601 + Originally_ESRD 0.017 + PBDual 0 = 0.618 → 0.605 → 0.569',
    input: { age: 77, sex: 'M', dual: 'partial', orec: 2, esrd: true, diagnoses: [] },
    segment: 'DI',
    terms: ['DI_M75_79 0.601', 'DI_Originally_ESRD_Male 0.017', 'DI_PBDual_Male_Aged 0'],
    expected: [0.618, 0.605, 0.569],
  },
  {
    title: 'dialysis new enrollee, full dual, male 50, OREC 1: DNE_FBD_ORIGDIS_NEM45_54 1.074 alone (HCCs not scored) → 1.051 → 0.989',
    input: { age: 50, sex: 'M', dual: 'full', orec: 1, newEnrollee: true, esrd: true, diagnoses: sickleSubstanceDepression },
    segment: 'DNE',
    terms: ['DNE_FBD_ORIGDIS_NEM45_54 1.074'],
    expected: [1.074, 1.051, 0.989],
  },
  {
    title: 'kidney transplant month 1: TRANSPLANT_KIDNEY_ONLY_1M 5.985 alone → 5.856 → 5.51',
    input: { age: 70, sex: 'F', graftMonths: 1, diagnoses: diabetesHeartLung },
    segment: 'TRANSPLANT',
    terms: ['TRANSPLANT_KIDNEY_ONLY_1M 5.985'],
    expected: [5.985, 5.856, 5.51],
  },
  {
    title: 'kidney transplant month 3: TRANSPLANT_KIDNEY_ONLY_3M 0.941 → 0.921 → 0.867',
    input: { age: 40, sex: 'M', graftMonths: 3, diagnoses: [] },
    segment: 'TRANSPLANT',
    terms: ['TRANSPLANT_KIDNEY_ONLY_3M 0.941'],
    expected: [0.941, 0.921, 0.867],
  },
  {
    title: 'functioning graft 14 months, community, full dual, male 50: 0.257 + HCC46 3.98 + HCC55 0.355 + HCC59 0.129 + gSubUseDs_gPsych 0.205 + FGC_LT65_DUR10PL_FBD 0.648 = 5.574 → 5.422 → 5.102',
    input: { age: 50, sex: 'M', dual: 'full', graftMonths: 14, diagnoses: sickleSubstanceDepression },
    segment: 'GFN',
    terms: ['GFN_M45_54 0.257', 'GFN_HCC46 3.98', 'GFN_HCC55 0.355', 'GFN_HCC59 0.129', 'GFN_gSubUseDs_gPsych_V24 0.205', 'FGC_LT65_DUR10PL_FBD 0.648'],
    expected: [5.574, 5.422, 5.102],
  },
  {
    title: 'functioning graft 6 months, community, partial dual, female 57: 0.329 + HCC19 0.083 + FGC_LT65_DUR4_9_ND_PBD 1.737 + PBD flag 0.141 = 2.29 → 2.228 → 2.097',
    input: { age: 57, sex: 'F', dual: 'partial', graftMonths: 6, diagnoses: ['E119'] },
    segment: 'GNPN',
    terms: ['GNPN_F55_59 0.329', 'GNPN_HCC19 0.083', 'FGC_LT65_DUR4_9_ND_PBD 1.737', 'FGC_PBD_LT65_flag 0.141'],
    expected: [2.29, 2.228, 2.097],
  },
  {
    title: 'functioning graft 10 months, community, full dual, male 72, OREC 1: 0.57 + OriginallyDisabled 0.136 + HCC85 0.257 + FGC_GE65_DUR10PL_FBD 1.279 = 2.242 → 2.181 → 2.052',
    input: { age: 72, sex: 'M', dual: 'full', orec: 1, graftMonths: 10, diagnoses: ['I5022'] },
    segment: 'GFA',
    terms: ['GFA_M70_74 0.57', 'GFA_OriginallyDisabled_Male 0.136', 'GFA_HCC85 0.257', 'FGC_GE65_DUR10PL_FBD 1.279'],
    expected: [2.242, 2.181, 2.052],
  },
  {
    title: 'functioning graft 9 months, non-dual aged female 70 (GNPA): 0.359 + HCC19 0.073 + HCC85 0.251 + HCC111 0.291 + DIABETES_CHF 0.132 + CHF_gCopdCF 0.134 + FGC_GE65_DUR4_9_ND_PBD 2.529 = 3.769 → 3.666 → 3.45',
    input: { age: 70, sex: 'F', graftMonths: 9, diagnoses: diabetesHeartLung },
    segment: 'GNPA',
    terms: ['GNPA_F70_74 0.359', 'GNPA_HCC19 0.073', 'GNPA_HCC85 0.251', 'GNPA_HCC111 0.291', 'GNPA_DIABETES_CHF 0.132', 'GNPA_CHF_gCopdCF 0.134', 'FGC_GE65_DUR4_9_ND_PBD 2.529'],
    expected: [3.769, 3.666, 3.45],
  },
  {
    title: 'functioning graft 5 months, institutional, partial dual, female 57: 1.129 + HCC85 0.169 + NONAGED_HCC85 0.491 + FGI_LT65_DUR4_9_ND_PBD 1.737 + FGI PBD flag 0.141 + LTI_LT65 2.146 = 5.813 → 5.655 → 5.321',
    input: { age: 57, sex: 'F', dual: 'partial', institutional: true, graftMonths: 5, diagnoses: ['I5022'] },
    segment: 'GI',
    terms: ['GI_F55_59 1.129', 'GI_HCC85 0.169', 'GI_NONAGED_HCC85 0.491', 'FGI_LT65_DUR4_9_ND_PBD 1.737', 'FGI_PBD_LT65_flag 0.141', 'LTI_LT65 2.146'],
    expected: [5.813, 5.655, 5.321],
  },
  {
    title: 'functioning graft 4 months, new enrollee, full dual, male 66, OREC 1: GNE_FBD_ORIGDIS_G_NEM66 1.942 + FGC_GE65_DUR4_9_FBD 2.605 = 4.547 → 4.423 → 4.162',
    input: { age: 66, sex: 'M', dual: 'full', orec: 1, newEnrollee: true, graftMonths: 4, diagnoses: diabetesHeartLung },
    segment: 'GNE',
    terms: ['GNE_FBD_ORIGDIS_G_NEM66 1.942', 'FGC_GE65_DUR4_9_FBD 2.605'],
    expected: [4.547, 4.423, 4.162],
  },
];

describe('ESRD V24 worked cases, every segment, PY2025–2027', () => {
  for (const year of [2025, 2026, 2027] as const) {
    for (const example of ESRD_CASES) {
      it(`PY${year} ${example.title}`, () => {
        const result = scoreEsrd(example.input, { year })._unsafeUnwrap();
        expect(result.segment.code).toBe(example.segment);
        expect(variables(result)).toEqual(example.terms);
        expect(scores(result)).toEqual(example.expected);
        expect(result.factorStatus).toBe(year === 2027 ? 'unconfirmed' : 'final');
        expect(result.normalization?.model).toBe(result.status === 'graft' ? 'ESRD_GRAFT' : 'ESRD_DIALYSIS');
      });
    }
  }

  it('an administrator\'s dialysis normalisation 1.05 is applied: 0.832 → 0.792 → 0.745', () => {
    const factorSettings = [{ year: 2026 as const, factor: 'normalization:ESRD_DIALYSIS' as const, thousandths: 1050, setBy: 'admin', setAt: '2026-11-24T00:00:00Z', note: 'test' }];
    expect(scores(scoreEsrd(ESRD_CASES[0]?.input ?? { age: 0, sex: 'F', diagnoses: [] }, { year: 2026, factorSettings })._unsafeUnwrap())).toEqual([0.832, 0.792, 0.745]);
  });

  it('refuses dialysis with months since a transplant, and months outside 1–1200, in words', () => {
    for (const bad of [{ dialysis: true, graftMonths: 5 }, { graftMonths: 0 }, { graftMonths: 1201 }, { graftMonths: 2.5 }]) {
      const result = scoreEsrd({ age: 70, sex: 'F', diagnoses: [], ...bad }, { year: 2026 });
      expect(result.isErr() && result.error.kind).toBe('InvalidEsrdStatus');
      expect(result.isErr() && describeRafError(result.error)).toMatch(/^graftMonths: /);
    }
  });
});

const heartDiabetesLung = ['E119', 'I5022', 'J449'];
const RX_CASES: readonly (Case<RxInput> & { readonly options?: RafOptions })[] = [
  {
    title: 'community, not low income, aged, female 70, MA-PD: 0.013 + RXHCC31 0.232 + RXHCC186 0.163 + RXHCC229 0.17 = 0.578 → 0.544',
    input: { age: 70, sex: 'F', diagnoses: heartDiabetesLung },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.013', 'Rx_CE_NoLowAged_RXHCC31 0.232', 'Rx_CE_NoLowAged_RXHCC186 0.163', 'Rx_CE_NoLowAged_RXHCC229 0.17'],
    expected: [0.578, 0.544, 0.544],
  },
  {
    title: 'the same beneficiary in a PDP: 0.036 + 0.299 + 0.26 + 0.192 = 0.787 → 0.74',
    input: { age: 70, sex: 'F', planType: 'PDP', diagnoses: heartDiabetesLung },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.036', 'Rx_CE_NoLowAged_RXHCC31 0.299', 'Rx_CE_NoLowAged_RXHCC186 0.26', 'Rx_CE_NoLowAged_RXHCC229 0.192'],
    expected: [0.787, 0.74, 0.74],
  },
  {
    title: 'community, not low income, aged, OREC 1: 0.013 + F65OD 0.046 + RXHCC31 0.232 = 0.291 → 0.274',
    input: { age: 70, sex: 'F', orec: 1, diagnoses: ['E119'] },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.013', 'Rx_CE_NoLowAged_F65OD 0.046', 'Rx_CE_NoLowAged_RXHCC31 0.232'],
    expected: [0.291, 0.274, 0.274],
  },
  {
    title: 'community, not low income, non-aged, male 50: 0.151 + RXHCC159 1.127 = 1.278 → 1.202',
    input: { age: 50, sex: 'M', orec: 1, diagnoses: ['G35'] },
    segment: 'Rx_CE_NoLowNoAged',
    terms: ['Rx_CE_NoLowNoAged_M45_54 0.151', 'Rx_CE_NoLowNoAged_RXHCC159 1.127'],
    expected: [1.278, 1.202, 1.202],
  },
  {
    title: 'community, low income, non-aged, male 50: 0.379 + RXHCC159 4.81 = 5.189 → 4.881',
    input: { age: 50, sex: 'M', orec: 1, lowIncome: true, diagnoses: ['G35'] },
    segment: 'Rx_CE_LowNoAged',
    terms: ['Rx_CE_LowNoAged_M45_54 0.379', 'Rx_CE_LowNoAged_RXHCC159 4.81'],
    expected: [5.189, 4.881, 4.881],
  },
  {
    title: 'institutional, male 50: 1.579 + RXHCC159 1.376 + NONAGED_RXHCC159 1.361 = 4.316 → 4.06',
    input: { age: 50, sex: 'M', orec: 1, institutional: true, diagnoses: ['G35'] },
    segment: 'Rx_CE_LTI',
    terms: ['Rx_CE_LTI_M45_54 1.579', 'Rx_CE_LTI_RXHCC159 1.376', 'Rx_CE_LTI_NONAGED_RXHCC159 1.361'],
    expected: [4.316, 4.06, 4.06],
  },
  {
    title: 'institutional, female 82, OREC 1: 0.026 + ORIGDS 0.282 + RXHCC31 0.259 = 0.567 → 0.533',
    input: { age: 82, sex: 'F', orec: 1, institutional: true, lowIncome: true, diagnoses: ['E119'] },
    segment: 'Rx_CE_LTI',
    terms: ['Rx_CE_LTI_F80_84 0.026', 'Rx_CE_LTI_ORIGDS 0.282', 'Rx_CE_LTI_RXHCC31 0.259'],
    expected: [0.567, 0.533, 0.533],
  },
  {
    title: 'new enrollee, not low income, no ESRD, female 70: one cell 0.536 → 0.504 (RxHCCs not scored)',
    input: { age: 70, sex: 'F', newEnrollee: true, diagnoses: heartDiabetesLung },
    segment: 'Rx_NE_NoLo',
    terms: ['Rx_NE_NoLo_NESRD_NOD_x_F70_74 0.536'],
    expected: [0.536, 0.504, 0.504],
  },
  {
    title: 'new enrollee, low income, ESRD, male 50: one cell 1.99 → 1.872',
    input: { age: 50, sex: 'M', newEnrollee: true, lowIncome: true, esrd: true, diagnoses: [] },
    segment: 'Rx_NE_Lo',
    terms: ['Rx_NE_Lo_ESRD_NOD_x_M45_54 1.99'],
    expected: [1.99, 1.872, 1.872],
  },
  {
    title: 'new enrollee, institutional, PDP, female 67, OREC 1: one cell 1.982 → 1.865',
    input: { age: 67, sex: 'F', orec: 1, newEnrollee: true, institutional: true, planType: 'PDP', diagnoses: [] },
    segment: 'Rx_NE_LTI',
    terms: ['Rx_NE_LTI_NESRD_OD_x_F67 1.982'],
    expected: [1.982, 1.865, 1.865],
  },
];

// Worked by hand from CMS's 2026 RxHCC software, package X (rxhcc-2026/rxhcc_v08_py2026_X_package.csv), which pays
// MA-PD plans and PDPs alike; payment = round(raw / 1.063, 3) (MA-PD and PDP normalisation carried, unconfirmed), no
// coding adjustment. Package T (PACE's legacy component) would give other figures: F70_74 0.114, RXHCC31 0.171.
const RX_CASES_2026: readonly Case<RxInput>[] = [
  {
    title: 'community, not low income, aged, female 70, MA-PD: 0.035 + RXHCC31 0.248 + RXHCC186 0.135 + RXHCC229 0.214 = 0.632 → 0.595',
    input: { age: 70, sex: 'F', diagnoses: heartDiabetesLung },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.035', 'Rx_CE_NoLowAged_RXHCC31 0.248', 'Rx_CE_NoLowAged_RXHCC186 0.135', 'Rx_CE_NoLowAged_RXHCC229 0.214'],
    expected: [0.632, 0.595, 0.595],
  },
  {
    title: 'the same beneficiary in a PDP: the same X factors (only the normalisation could differ) = 0.632 → 0.595',
    input: { age: 70, sex: 'F', planType: 'PDP', diagnoses: heartDiabetesLung },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.035', 'Rx_CE_NoLowAged_RXHCC31 0.248', 'Rx_CE_NoLowAged_RXHCC186 0.135', 'Rx_CE_NoLowAged_RXHCC229 0.214'],
    expected: [0.632, 0.595, 0.595],
  },
  {
    title: 'community, not low income, aged, OREC 1: 0.035 + F65OD 0.042 + RXHCC31 0.248 = 0.325 → 0.306',
    input: { age: 70, sex: 'F', orec: 1, diagnoses: ['E119'] },
    segment: 'Rx_CE_NoLowAged',
    terms: ['Rx_CE_NoLowAged_F70_74 0.035', 'Rx_CE_NoLowAged_F65OD 0.042', 'Rx_CE_NoLowAged_RXHCC31 0.248'],
    expected: [0.325, 0.306, 0.306],
  },
  {
    title: 'community, not low income, non-aged, male 50, PDP: 0.217 + RXHCC159 1.277 = 1.494 → 1.405',
    input: { age: 50, sex: 'M', orec: 1, planType: 'PDP', diagnoses: ['G35'] },
    segment: 'Rx_CE_NoLowNoAged',
    terms: ['Rx_CE_NoLowNoAged_M45_54 0.217', 'Rx_CE_NoLowNoAged_RXHCC159 1.277'],
    expected: [1.494, 1.405, 1.405],
  },
  {
    title: 'community, low income, aged, male 72: 0.24 + RXHCC1 9.677 + RXHCC31 0.429 = 10.346 → 9.733',
    input: { age: 72, sex: 'M', lowIncome: true, diagnoses: ['B20', 'E119'] },
    segment: 'Rx_CE_LowAged',
    terms: ['Rx_CE_LowAged_M70_74 0.24', 'Rx_CE_LowAged_RXHCC1 9.677', 'Rx_CE_LowAged_RXHCC31 0.429'],
    expected: [10.346, 9.733, 9.733],
  },
  {
    title: 'community, low income, non-aged, male 50: 0.541 + RXHCC159 5.81 = 6.351 → 5.975',
    input: { age: 50, sex: 'M', orec: 1, lowIncome: true, diagnoses: ['G35'] },
    segment: 'Rx_CE_LowNoAged',
    terms: ['Rx_CE_LowNoAged_M45_54 0.541', 'Rx_CE_LowNoAged_RXHCC159 5.81'],
    expected: [6.351, 5.975, 5.975],
  },
  {
    title: 'institutional, male 50: 1.451 + RXHCC159 1.85 + NONAGED_RXHCC159 2.386 = 5.687 → 5.35',
    input: { age: 50, sex: 'M', orec: 1, institutional: true, diagnoses: ['G35'] },
    segment: 'Rx_CE_LTI',
    terms: ['Rx_CE_LTI_M45_54 1.451', 'Rx_CE_LTI_RXHCC159 1.85', 'Rx_CE_LTI_NONAGED_RXHCC159 2.386'],
    expected: [5.687, 5.35, 5.35],
  },
  {
    title: 'institutional, female 82, OREC 1, PDP: 0.328 + ORIGDS 0.298 + RXHCC31 0.326 = 0.952 → 0.896',
    input: { age: 82, sex: 'F', orec: 1, institutional: true, lowIncome: true, planType: 'PDP', diagnoses: ['E119'] },
    segment: 'Rx_CE_LTI',
    terms: ['Rx_CE_LTI_F80_84 0.328', 'Rx_CE_LTI_ORIGDS 0.298', 'Rx_CE_LTI_RXHCC31 0.326'],
    expected: [0.952, 0.896, 0.896],
  },
  {
    title: 'new enrollee, not low income, no ESRD, female 70: one cell 0.483 → 0.454 (RxHCCs not scored)',
    input: { age: 70, sex: 'F', newEnrollee: true, diagnoses: heartDiabetesLung },
    segment: 'Rx_NE_NoLo',
    terms: ['Rx_NE_NoLo_NESRD_NOD_x_F70_74 0.483'],
    expected: [0.483, 0.454, 0.454],
  },
  {
    title: 'new enrollee, low income, ESRD, male 50, PDP: one cell 2.066 → 1.944',
    input: { age: 50, sex: 'M', newEnrollee: true, lowIncome: true, esrd: true, planType: 'PDP', diagnoses: [] },
    segment: 'Rx_NE_Lo',
    terms: ['Rx_NE_Lo_ESRD_NOD_x_M45_54 2.066'],
    expected: [2.066, 1.944, 1.944],
  },
  {
    title: 'new enrollee, institutional, female 67, OREC 1: one cell 1.929 → 1.815',
    input: { age: 67, sex: 'F', orec: 1, newEnrollee: true, institutional: true, diagnoses: [] },
    segment: 'Rx_NE_LTI',
    terms: ['Rx_NE_LTI_NESRD_OD_x_F67 1.929'],
    expected: [1.929, 1.815, 1.815],
  },
];

describe('RxHCC V08 worked cases, every segment', () => {
  for (const example of RX_CASES) {
    it(`PY2027 (the finalized MA-PD and PDP factors) ${example.title}`, () => {
      const result = scoreRx(example.input, { year: 2027 })._unsafeUnwrap();
      expect(result.segment.code).toBe(example.segment);
      expect(variables(result)).toEqual(example.terms);
      expect(scores(result)).toEqual(example.expected);
      expect(result.factorStatus).toBe('final');
      expect(result.codingAdjustment.value).toBe(0);
    });
  }

  for (const example of RX_CASES_2026) {
    it(`PY2026 (CMS's 2026 software, package X) ${example.title}`, () => {
      const result = scoreRx(example.input, { year: 2026 })._unsafeUnwrap();
      expect(result.segment.code).toBe(example.segment);
      expect(variables(result)).toEqual(example.terms);
      expect(scores(result)).toEqual(example.expected);
      // The values are CMS's; that X (not T) pays MA-PD and PDP plans is sourced from the software, not an announcement.
      expect(result.factorStatus).toBe('secondary');
      expect(result.coefficientSource).toMatch(/^rxhcc-2026\/rxhcc_v08_py2026_X_package\.csv: .*package X.*not from a CMS announcement/);
      expect(result.codingAdjustment.value).toBe(0);
    });
  }

  it('PY2025 is refused in words: its one R08 set gives two values for 770 of 828 variables, and no sourced table was found', () => {
    const result = scoreRx({ age: 70, sex: 'F', diagnoses: [] }, { year: 2025 });
    expect(result.isErr() && result.error).toEqual({ kind: 'RxFactorsAmbiguous', year: 2025, conflicting: 770, variables: 828 });
    expect(result.isErr() && describeRafError(result.error)).toContain('two different values for 770 of 828');
  });
});

// CMS's software sets originally disabled from OREC 1 alone (ORIGDS = OREC 1 and not disabled; new-enrollee ORIGDIS
// = 65 or over and OREC 1: /work/shared/cms/README.md); OREC 3 (disability and ESRD) is originally ESRD only.
describe('OREC 3 is not originally disabled in the ESRD and RxHCC models', () => {
  const terms = (result: SupplementalModelResult) => [...result.demographics, ...result.interactions, ...result.addOns].map((term) => term.variable);
  const aged = { age: 70, sex: 'F' as const, diagnoses: ['E119', 'I5022'] };

  it('ESRD: dialysis, community and institutional, OREC 3 scores as OREC 2 (originally ESRD, no originally-disabled term)', () => {
    for (const institutional of [false, true]) {
      const orec3 = scoreEsrd({ ...aged, institutional, orec: 3, dialysis: true }, { year: 2026 })._unsafeUnwrap();
      const orec2 = scoreEsrd({ ...aged, institutional, orec: 2, dialysis: true }, { year: 2026 })._unsafeUnwrap();
      expect(terms(orec3)).toContain('DI_Originally_ESRD_Female');
      expect(terms(orec3).some((name) => /OriginallyDisabled/i.test(name))).toBe(false);
      expect(orec3.rawScore).toBe(orec2.rawScore);
    }
  });

  it('ESRD: functioning graft, institutional and community, and new enrollees: no ORIGDS term or ORIGDIS cell for OREC 3', () => {
    const gi = scoreEsrd({ ...aged, institutional: true, orec: 3, graftMonths: 12 }, { year: 2026 })._unsafeUnwrap();
    expect(gi.segment.code).toBe('GI');
    expect(terms(gi)).not.toContain('GI_ORIGDS');
    expect(terms(scoreEsrd({ ...aged, orec: 3, graftMonths: 12 }, { year: 2026 })._unsafeUnwrap()).some((name) => /OriginallyDisabled/i.test(name))).toBe(false);
    expect(terms(scoreEsrd({ ...aged, orec: 3, newEnrollee: true, dialysis: true }, { year: 2026 })._unsafeUnwrap())[0]).toMatch(/^DNE_ND_PBD_NORIGDIS_NEF/);
    expect(terms(scoreEsrd({ ...aged, orec: 1, newEnrollee: true, dialysis: true }, { year: 2026 })._unsafeUnwrap())[0]).toMatch(/^DNE_ND_PBD_ORIGDIS_NEF/);
  });

  it('RxHCC: institutional, community and new enrollee, OREC 3 scores as OREC 0 (the model has no originally-ESRD term)', () => {
    for (const facts of [{ institutional: true }, { institutional: false }, { newEnrollee: true }]) {
      const orec3 = scoreRx({ ...aged, ...facts, orec: 3 }, { year: 2027 })._unsafeUnwrap();
      const orec0 = scoreRx({ ...aged, ...facts, orec: 0 }, { year: 2027 })._unsafeUnwrap();
      expect(terms(orec3)).toEqual(terms(orec0));
      expect(orec3.rawScore).toBe(orec0.rawScore);
      expect(terms(scoreRx({ ...aged, ...facts, orec: 1 }, { year: 2027 })._unsafeUnwrap())).not.toEqual(terms(orec0));
    }
  });
});

describe('diagnosis-source exclusions are reported by the ESRD and RxHCC models', () => {
  const sources = ['audio-only', undefined, 'chart-review-unlinked'] as const;
  const input = { age: 70, sex: 'F' as const, diagnoses: ['E119', 'I5022', 'J449'], sources: [...sources] };

  it('PY2027 leaves out the audio-only and unlinked chart-review codes of both models, naming each with its source and reason', () => {
    const esrd = scoreEsrd({ ...input, dialysis: true }, { year: 2027 })._unsafeUnwrap();
    const rx = scoreRx(input, { year: 2027 })._unsafeUnwrap();
    for (const result of [esrd, rx]) {
      expect(result.excluded.map((entry) => [entry.code, entry.source])).toEqual([['E119', 'audio-only'], ['J449', 'chart-review-unlinked']]);
      expect(result.excluded[0]?.reason).toMatch(/^audio-only encounters do not count from PY2027 \(CY2027 Rate Announcement \(2026-04-06\)\)$/);
      expect(result.excluded[1]?.reason).toMatch(/^chart review records not linked to an encounter do not count from PY2027, except for a beneficiary who switched MA organization/);
      expect(result.hccs.flatMap((hcc) => hcc.codes)).toEqual(['I5022']);
    }
  });

  it('PY2026 leaves nothing out and says so with an empty list', () => {
    expect(scoreEsrd({ ...input, dialysis: true }, { year: 2026 })._unsafeUnwrap().excluded).toEqual([]);
    expect(scoreRx(input, { year: 2026 })._unsafeUnwrap().excluded).toEqual([]);
  });
});

describe('ESRD and RxHCC scores are the sum of their explained parts', () => {
  const codes = ['E119', 'E1122', 'I5022', 'J449', 'D5700', 'F1020', 'F332', 'G35', 'N186', 'Z940', 'L89154', 'A419', 'C3490', 'X9999', 'E11'];
  const beneficiary = fc.record({ ...DEMOGRAPHIC_ARBITRARIES, diagnoses: fc.array(fc.constantFrom(...codes), { maxLength: 8 }) });
  const sum = (result: SupplementalModelResult) =>
    Math.round([...result.demographics, ...result.hccs, ...result.interactions, ...result.addOns].reduce((total, term) => total + term.coefficient * 1000, 0)) / 1000;

  it('for any ESRD beneficiary and status, every year', () => {
    fc.assert(
      fc.property(beneficiary, fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }), fc.constantFrom(2025 as const, 2026 as const, 2027 as const), (who, graftMonths, year) => {
        const result = scoreEsrd({ ...who, esrd: true, graftMonths }, { year })._unsafeUnwrap();
        expect(result.rawScore).toBe(sum(result));
        // Every segment but the transplant months has a demographic cell for every age, sex, dual status and OREC.
        expect(result.demographics.length > 0).toBe(result.status !== 'transplant');
      }),
      { numRuns: 300 },
    );
  });

  it('for any RxHCC beneficiary, plan type and income (PY2026 and PY2027)', () => {
    fc.assert(
      fc.property(beneficiary, fc.boolean(), fc.constantFrom('MA-PD' as const, 'PDP' as const), fc.boolean(), fc.constantFrom(2026 as const, 2027 as const), (who, lowIncome, planType, esrd, year) => {
        const result = scoreRx({ ...who, esrd, lowIncome, planType }, { year })._unsafeUnwrap();
        expect(result.rawScore).toBe(sum(result));
        // A cell for every beneficiary: new enrollees exactly one, continuing enrollees one plus the originally-disabled term.
        expect(result.demographics.length).toBeGreaterThanOrEqual(1);
        if (result.segment.code.startsWith('Rx_NE_')) expect(result.demographics).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
