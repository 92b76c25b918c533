import { ResultAsync } from 'neverthrow';
import type { ExportFailed, ExportFile, ReportExporter } from '@rafdesk/core';

/** {@link ReportExporter} on the page's own thread, its library loaded on the first export (where there is no web worker). */
export function lazyReportExporter(load: () => Promise<ReportExporter>): ReportExporter {
  let loaded: Promise<ReportExporter> | null = null;
  const call = (use: (exporter: ReportExporter) => ResultAsync<ExportFile, ExportFailed>) =>
    ResultAsync.fromPromise((loaded ??= load()), (error): ExportFailed => ({ kind: 'ExportFailed', reason: String(error) })).andThen(use);
  return {
    workbook: (...args) => call((exporter) => exporter.workbook(...args)),
    patientList: (...args) => call((exporter) => exporter.patientList(...args)),
    pendingRafValidation: (...args) => call((exporter) => exporter.pendingRafValidation(...args)),
    recordDiagnostics: (...args) => call((exporter) => exporter.recordDiagnostics(...args)),
    insuranceReport: (...args) => call((exporter) => exporter.insuranceReport(...args)),
  };
}
