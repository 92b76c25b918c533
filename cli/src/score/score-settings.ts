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
  /** The CSV column separator detected from the header line. */
  readonly csvDelimiter?: ',' | ';' | '\t';
}
