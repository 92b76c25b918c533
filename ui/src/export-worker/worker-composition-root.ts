// The composition root of the export web worker (its own JavaScript context): the spreadsheet exporter off the page's
// thread, where building the workbook of a 30,000-patient list would freeze the screen for seconds. Each message names
// a ReportExporter method and its arguments.
import type { ExportFailed, ExportFile, ExportWritten, ReportExporter } from '@rafdesk/core';
import { ExcelReportExporter } from '@rafdesk/adapters/export/excel';
import type { ExportReply, ExportRequest } from './export-messages.js';

const exporter: ReportExporter = new ExcelReportExporter();
const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<ExportRequest>) => void) | null; postMessage(message: ExportReply, transfer: Transferable[]): void };

scope.onmessage = (event) => {
  const { id, method, args, progressArgument } = event.data;
  const withListener = args.map((arg, index) => (index === progressArgument
    ? { ...(arg as object), onProgress: (progress: ExportWritten) => scope.postMessage({ id, progress }, []) }
    : arg));
  const call = (exporter[method] as (...values: unknown[]) => ReturnType<ReportExporter['workbook']>).apply(exporter, withListener);
  void call.match(
    (file: ExportFile) => scope.postMessage({ id, file }, [file.bytes.buffer]),
    (error: ExportFailed) => scope.postMessage({ id, error }, []),
  );
};
