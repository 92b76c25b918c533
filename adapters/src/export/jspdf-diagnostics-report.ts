import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { ResultAsync } from 'neverthrow';
import { sexLabel, type DiagnosticsReportPrinter, type ExportFailed, type ExportFile, type PatientListRow, type PrintedReport, type RecordDiagnosticRow } from '@rafdesk/core';
import { diagnosticsReportTitle, safeFileName } from './file-names.js';
import { percent, raf, usDate, yesNo } from './pdf-values.js';

const MARGIN = 36;
const HEADER_BASELINE = 30;
const CONTENT_TOP = 64;
const FOOTER_SPACE = 40;
const NO_NOTES = 'There are no notes for this record';
const DIAGNOSTIC_HEADERS = ['#', 'Code', 'Description', 'V24 CMSHCC1', 'V28 CMSHCC1', 'V24 CMSHCC2', 'V28 CMSHCC2', 'Specialty', 'Provider', 'Service Date', 'BFS', 'BSS', 'Active'];

/** The printed diagnostics report with jsPDF: US Letter landscape, no Node-only API (the browser prints it too). */
export class JsPdfDiagnosticsReport implements DiagnosticsReportPrinter {
  print(patient: PatientListRow, diagnostics: readonly RecordDiagnosticRow[], printed: PrintedReport): ResultAsync<ExportFile, ExportFailed> {
    return ResultAsync.fromPromise(
      Promise.resolve().then(() => render(patient, diagnostics, printed)),
      (): ExportFailed => ({ kind: 'ExportFailed', reason: 'the PDF library failed' }),
    ).map((bytes) => ({ fileName: safeFileName(diagnosticsReportTitle(patient.patientName), 'pdf'), mediaType: 'application/pdf', bytes }));
  }
}

/** The member line: name and contract number, the report's title and every page's header. */
export function memberTitle(patient: PatientListRow): string {
  return patient.insuranceContractNumber ? `${patient.patientName} - ${patient.insuranceContractNumber}` : patient.patientName;
}

function render(patient: PatientListRow, diagnostics: readonly RecordDiagnosticRow[], printed: PrintedReport): Uint8Array {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  doc.setProperties({ title: diagnosticsReportTitle(patient.patientName), creator: 'RAFdesk' });
  const margin = { top: CONTENT_TOP, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE };

  doc.setFont('helvetica', 'bold').setFontSize(16).text(memberTitle(patient), MARGIN, CONTENT_TOP + 6);
  autoTable(doc, {
    startY: CONTENT_TOP + 18,
    margin,
    theme: 'plain',
    styles: { fontSize: 10, cellPadding: 3 },
    columnStyles: { 0: { fontStyle: 'bold' }, 2: { fontStyle: 'bold' } },
    body: [
      ['Insurance', patient.insuranceName ?? '', 'Plan', patient.planName ?? ''],
      ['DOB', usDate(patient.dateOfBirth), 'Sex', sexLabel(patient.sex)],
      ['Status', patient.active ? 'Active' : 'Inactive', 'RAF Total', raf(patient.rafTotal)],
      ['Billed First Semester', `${raf(patient.rafBilledFirstSemester)} (${percent(patient.billedFractionFirstSemester)})`,
        'Billed Second Semester', `${raf(patient.rafBilledSecondSemester)} (${percent(patient.billedFractionSecondSemester)})`],
    ],
  });
  for (const [heading, text] of [['Doctor Notes', patient.doctorNotes], ['MAG Notes', patient.magNotes]] as const) {
    autoTable(doc, {
      startY: finalY(doc) + 10,
      margin,
      theme: 'grid',
      styles: { fontSize: 9 },
      head: [[heading]],
      body: [[text && text.trim() !== '' ? text : NO_NOTES]],
    });
  }
  autoTable(doc, {
    startY: finalY(doc) + 14,
    margin,
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 3, overflow: 'linebreak' },
    headStyles: { fillColor: [33, 82, 140] },
    columnStyles: { 2: { cellWidth: 170 } },
    head: [DIAGNOSTIC_HEADERS],
    body: diagnostics.map((row, index) => [
      String(index + 1), row.code, row.description,
      category(row.v24Hcc1), category(row.v28Hcc1), category(row.v24Hcc2), category(row.v28Hcc2),
      row.specialty ?? '', row.provider ?? '', usDate(row.serviceDate),
      yesNo(row.billedFirstSemester), yesNo(row.billedSecondSemester), yesNo(row.active),
    ]),
  });
  drawHeadersAndFooters(doc, patient, printed);
  return new Uint8Array(doc.output('arraybuffer'));
}

function drawHeadersAndFooters(doc: jsPDF, patient: PatientListRow, printed: PrintedReport): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'bold').setFontSize(12).text('Member', MARGIN, HEADER_BASELINE);
    doc.setFont('helvetica', 'normal').setFontSize(10).text(memberTitle(patient), MARGIN + 60, HEADER_BASELINE);
    doc.setLineWidth(0.5).line(MARGIN, HEADER_BASELINE + 8, width - MARGIN, HEADER_BASELINE + 8);
    doc.setFontSize(8).text(`Diagnostics Report - Record ${patient.recordId} - Printed ${usDate(printed.printedOn)} - Payment year ${printed.paymentYear}`, MARGIN, height - 20);
    doc.text(`Page ${page} of ${pages}`, width - MARGIN, height - 20, { align: 'right' });
  }
}

function category(value: number | null): string {
  return value === null ? '' : String(value);
}

function finalY(doc: jsPDF): number {
  return (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? CONTENT_TOP;
}
