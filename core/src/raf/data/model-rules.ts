import type { ScoredModel } from '../tables/table-types.js';

/** A term of an interaction: a group of HCCs (any present) or the `DISABL` flag (under 65 with OREC ≠ 0). */
export type InteractionTerm = { readonly group: string } | { readonly disabled: true };

/** An interaction variable: 1 when both terms are present. Segments score the ones they have a factor for. */
export interface InteractionRule {
  readonly name: string;
  readonly terms: readonly [InteractionTerm, InteractionTerm];
}

/** The rules of one model that are not in the yearly tables. */
export interface ModelRules {
  readonly groups: Readonly<Record<string, readonly number[]>>;
  readonly interactions: readonly InteractionRule[];
  /** V28: CC223 counts only with one of these (zeroed before hierarchies otherwise). */
  readonly cc223Companions: readonly number[] | null;
  readonly source: string;
}

const g = (group: string): InteractionTerm => ({ group });
const DISABL: InteractionTerm = { disabled: true };
const pair = (name: string, a: InteractionTerm, b: InteractionTerm): InteractionRule => ({ name, terms: [a, b] });

/**
 * Diagnostic groups and interaction terms of CMS-HCC V24 and V28, as CMS's model software defines them
 * (V24: the V24 SAS model macro; V28: `V28_Diagnosis_Categories.csv` and `V28_Interactions.csv` of the
 * 2026 model software). They are the same in every payment year these tables cover.
 */
export const MODEL_RULES: Readonly<Record<ScoredModel, ModelRules>> = {
  V28: {
    groups: {
      CANCER_V28: [17, 18, 19, 20, 21, 22, 23],
      DIABETES_V28: [35, 36, 37, 38],
      CARD_RESP_FAIL: [211, 212, 213],
      HF_V28: [221, 222, 223, 224, 225, 226],
      CHR_LUNG_V28: [276, 277, 278, 279, 280],
      KIDNEY_V28: [326, 327, 328, 329],
      gSubUseDisorder_V28: [135, 136, 137, 138, 139],
      gPsychiatric_V28: [151, 152, 153, 154, 155],
      NEURO_V28: [180, 181, 182, 190, 191, 192, 195, 196, 198, 199],
      ULCER_V28: [379, 380, 381, 382],
      HCC238: [238],
    },
    interactions: [
      pair('DIABETES_HF_V28', g('DIABETES_V28'), g('HF_V28')),
      pair('HF_CHR_LUNG_V28', g('HF_V28'), g('CHR_LUNG_V28')),
      pair('HF_KIDNEY_V28', g('HF_V28'), g('KIDNEY_V28')),
      pair('CHR_LUNG_CARD_RESP_FAIL_V28', g('CHR_LUNG_V28'), g('CARD_RESP_FAIL')),
      pair('HF_HCC238_V28', g('HF_V28'), g('HCC238')),
      pair('gSubUseDisorder_gPsych_V28', g('gSubUseDisorder_V28'), g('gPsychiatric_V28')),
      pair('DISABLED_CANCER_V28', DISABL, g('CANCER_V28')),
      pair('DISABLED_NEURO_V28', DISABL, g('NEURO_V28')),
      pair('DISABLED_HF_V28', DISABL, g('HF_V28')),
      pair('DISABLED_CHR_LUNG_V28', DISABL, g('CHR_LUNG_V28')),
      pair('DISABLED_ULCER_V28', DISABL, g('ULCER_V28')),
    ],
    cc223Companions: [221, 222, 224, 225, 226],
    source: 'CMS 2026 model software (CMS_HCC_v28_2026_T_package_v3): V28_Diagnosis_Categories.csv, V28_Interactions.csv; CC223 rule of the V28 hierarchy macro',
  },
  V24: {
    groups: {
      CANCER: [8, 9, 10, 11, 12],
      DIABETES: [17, 18, 19],
      CARD_RESP_FAIL: [82, 83, 84],
      CHF: [85],
      gCopdCF: [110, 111, 112],
      RENAL_V24: [134, 135, 136, 137, 138],
      SEPSIS: [2],
      gSubstanceUseDisorder: [54, 55, 56],
      gPsych: [57, 58, 59, 60],
      PRESSURE_ULCER: [157, 158, 159],
      HCC6: [6],
      HCC39: [39],
      HCC47: [47],
      HCC57: [57],
      HCC77: [77],
      HCC79: [79],
      HCC96: [96],
      HCC114: [114],
      HCC161: [161],
      HCC188: [188],
    },
    interactions: [
      pair('HCC47_gCancer', g('HCC47'), g('CANCER')),
      pair('DIABETES_CHF', g('DIABETES'), g('CHF')),
      pair('CHF_gCopdCF', g('CHF'), g('gCopdCF')),
      pair('HCC85_gRenal_V24', g('CHF'), g('RENAL_V24')),
      pair('gCopdCF_CARD_RESP_FAIL', g('gCopdCF'), g('CARD_RESP_FAIL')),
      pair('HCC85_HCC96', g('CHF'), g('HCC96')),
      pair('gSubstanceUseDisorder_gPsych', g('gSubstanceUseDisorder'), g('gPsych')),
      pair('SEPSIS_PRESSURE_ULCER', g('SEPSIS'), g('PRESSURE_ULCER')),
      pair('SEPSIS_ARTIF_OPENINGS', g('SEPSIS'), g('HCC188')),
      pair('ART_OPENINGS_PRESS_ULCER', g('HCC188'), g('PRESSURE_ULCER')),
      pair('gCopdCF_ASP_SPEC_B_PNEUM', g('gCopdCF'), g('HCC114')),
      pair('ASP_SPEC_B_PNEUM_PRES_ULC', g('HCC114'), g('PRESSURE_ULCER')),
      pair('SEPSIS_ASP_SPEC_BACT_PNEUM', g('SEPSIS'), g('HCC114')),
      pair('SCHIZOPHRENIA_gCopdCF', g('HCC57'), g('gCopdCF')),
      pair('SCHIZOPHRENIA_CHF', g('HCC57'), g('CHF')),
      pair('SCHIZOPHRENIA_SEIZURES', g('HCC57'), g('HCC79')),
      pair('DISABLED_HCC85', DISABL, g('CHF')),
      pair('DISABLED_PRESSURE_ULCER', DISABL, g('PRESSURE_ULCER')),
      pair('DISABLED_HCC161', DISABL, g('HCC161')),
      pair('DISABLED_HCC39', DISABL, g('HCC39')),
      pair('DISABLED_HCC77', DISABL, g('HCC77')),
      pair('DISABLED_HCC6', DISABL, g('HCC6')),
    ],
    cc223Companions: null,
    source: 'CMS-HCC V24 SAS model software (2020 CMS-HCC model, interaction and group definitions)',
  },
};
