import type { ExportFailed, ExportFile, ExportWritten, ReportExporter } from '@rafdesk/core';

/**
 * A call of the spreadsheet exporter sent to its worker. A progress listener cannot cross to the worker: the options
 * argument at `progressArgument` had one, and the worker gives it back one that answers with progress messages.
 */
export interface ExportRequest {
  readonly id: number;
  readonly method: keyof ReportExporter;
  readonly args: readonly unknown[];
  readonly progressArgument: number | null;
}

/** The worker's answer to one call: progress on the way, then the file, or why there is none. */
export type ExportReply =
  | { readonly id: number; readonly file: ExportFile }
  | { readonly id: number; readonly error: ExportFailed }
  | { readonly id: number; readonly progress: ExportWritten };
