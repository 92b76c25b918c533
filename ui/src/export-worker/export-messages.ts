import type { ExportFailed, ExportFile, ReportExporter } from '@rafdesk/core';

/** A call of the spreadsheet exporter sent to its worker. */
export interface ExportRequest {
  readonly id: number;
  readonly method: keyof ReportExporter;
  readonly args: readonly unknown[];
}

/** The worker's answer to one call: the file, or why there is none. */
export type ExportReply = { readonly id: number; readonly file: ExportFile } | { readonly id: number; readonly error: ExportFailed };
