import type { jsPDF } from 'jspdf';
import { ResultAsync } from 'neverthrow';
import type { ExportFailed, ExportFile } from '@rafdesk/core';

/** A jsPDF document as jspdf-autotable leaves it: where its last table ended. */
export type TabledPdf = jsPDF & { lastAutoTable?: { finalY: number } };

/** Where the last table ended, or `top` before any. */
export const tablesEnd = (doc: TabledPdf, top: number): number => doc.lastAutoTable?.finalY ?? top;

/** A printed PDF as an export file; a throw of the library is its ExportFailed, never an exception. */
export function pdfFile(render: () => Uint8Array, fileName: string): ResultAsync<ExportFile, ExportFailed> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(render),
    (): ExportFailed => ({ kind: 'ExportFailed', reason: 'the PDF library failed' }),
  ).map((bytes) => ({ fileName, mediaType: 'application/pdf', bytes }));
}
