import type { ModelChoice, PaymentYear } from '@rafdesk/core/raf';

/** What `rafdesk score` was asked to do, once its options are parsed. Plain data: it is sent to workers. */
export interface ScoreSettings {
  readonly model: ModelChoice | undefined;
  readonly year: PaymentYear;
  readonly asOf: string | undefined;
  readonly explain: boolean;
  readonly codeEditor: 'report' | 'apply';
  readonly inputFormat: 'jsonl' | 'csv';
  readonly outputFormat: 'jsonl' | 'csv';
  /** The CSV header row of the input (column names), when the input is CSV. */
  readonly csvHeader: readonly string[] | null;
  /** Run-wide ESRD and RxHCC choices (`--esrd`, `--dialysis`, `--graft-months`, `--rx`, `--low-income`, `--pdp`); input fields add to them. */
  readonly supplemental: SupplementalSettings;
  /** The CSV column separator detected from the header line. */
  readonly csvDelimiter?: ',' | ';' | '\t';
  /**
   * Every ICD-10-CM code, one per line: a code that scores nothing is "not an ICD-10-CM code" (`notIcd10`) when it is
   * absent from it, else it maps to no HCC (`unmapped`). Without it every such code is `unmapped`.
   */
  readonly icd10Codes?: string;
}

/** The ESRD and RxHCC options of a run; all off, the CMS-HCC paths run exactly as without them. */
export interface SupplementalSettings {
  readonly esrd: boolean;
  readonly dialysis: boolean;
  readonly graftMonths: number | undefined;
  readonly rx: boolean;
  readonly lowIncome: boolean;
  readonly pdp: boolean;
}

/** No ESRD or RxHCC option. */
export const NO_SUPPLEMENTAL: SupplementalSettings = { esrd: false, dialysis: false, graftMonths: undefined, rx: false, lowIncome: false, pdp: false };

/** True when a run-wide option asks for ESRD or RxHCC: every line then takes the text path. */
export const anySupplemental = (settings: SupplementalSettings): boolean => settings.esrd || settings.dialysis || settings.graftMonths !== undefined || settings.rx;
