import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ResultAsync } from 'neverthrow';
import type { ExportFailed, ExportFile, PreVisitDocument, PreVisitPage, PreVisitSummaryPrinter } from '@rafdesk/core';
import { pdfFile, tablesEnd, type TabledPdf } from './pdf-file.js';

const MARGIN = 36;
const HEADER_BASELINE = 28;
const TOP = 52;
const FOOTER_SPACE = 36;
const HEAD_COLOUR: [number, number, number] = [32, 78, 124];

type Doc = TabledPdf;

// The standard fonts write WinAnsi only: the minus sign of a negative RAF (U+2212) is printed as a hyphen.
const winAnsi = (text: string): string => text.replaceAll('\u2212', '-');
const finalY = (doc: Doc) => tablesEnd(doc, TOP);

/**
 * The pre-visit summary with jsPDF: US Letter portrait, real text (searchable, read aloud), a page per patient in small
 * type so a patient's open gaps fit one page; a patient whose gaps run over goes on to another page, and every page
 * names its patient and date of birth in the header.
 */
export class JsPdfPreVisitSummary implements PreVisitSummaryPrinter {
  print(document: PreVisitDocument, fileName: string): ResultAsync<ExportFile, ExportFailed> {
    return pdfFile(() => render(document), fileName);
  }
}

function renderPage(doc: Doc, page: PreVisitPage): void {
  const margin = { top: TOP, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE };
  const table = { margin, theme: 'grid' as const, styles: { fontSize: 8, cellPadding: 2.5, overflow: 'linebreak' as const }, headStyles: { fillColor: HEAD_COLOUR }, rowPageBreak: 'avoid' as const };
  doc.setFont('helvetica', 'bold').setFontSize(14).text(`${page.patientName} - ${page.dateOfBirth}`, MARGIN, TOP + 4);
  autoTable(doc, {
    ...table, startY: TOP + 12, theme: 'plain', columnStyles: { 0: { cellWidth: 80, fontStyle: 'bold' } },
    body: page.facts.map(([label, value]) => [label, winAnsi(value)]),
  });
  autoTable(doc, {
    ...table, startY: finalY(doc) + 8,
    columnStyles: { 0: { cellWidth: 130 }, 1: { cellWidth: 170 }, 2: { cellWidth: 90 } },
    head: [['Open gap', 'Evidence', 'Value', 'What documentation closes it']],
    body: page.gaps.length === 0 ? [[{ content: page.noGaps, colSpan: 4 }]] : page.gaps.map((gap) => [gap.gap, gap.evidence.join('\n'), winAnsi(gap.value), gap.documentation]),
  });
  autoTable(doc, {
    ...table, startY: finalY(doc) + 8,
    head: [["Last year's HCCs", 'Codes', 'This year']],
    body: page.lastYear.length === 0 ? [[{ content: page.noLastYear, colSpan: 3 }]] : page.lastYear.map((line) => [line.hcc, line.codes, line.thisYear]),
  });
}

function render(summary: PreVisitDocument): Uint8Array {
  const doc: Doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  doc.setProperties({ title: summary.title, creator: 'RAFdesk' });
  // Which patient each page is of, so the header of a page a patient's gaps ran on to names that patient.
  const patientOfPage: PreVisitPage[] = [];
  summary.pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    const first = doc.getNumberOfPages();
    renderPage(doc, page);
    for (let number = first; number <= doc.getNumberOfPages(); number += 1) patientOfPage[number] = page;
  });
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let number = 1; number <= pages; number += 1) {
    doc.setPage(number);
    const patient = patientOfPage[number];
    doc.setFont('helvetica', 'bold').setFontSize(11).text('Pre-Visit Summary', MARGIN, HEADER_BASELINE);
    if (patient) doc.setFont('helvetica', 'normal').setFontSize(9).text(`${patient.patientName} - ${patient.dateOfBirth}`, width - MARGIN, HEADER_BASELINE, { align: 'right' });
    doc.setLineWidth(0.5).line(MARGIN, HEADER_BASELINE + 6, width - MARGIN, HEADER_BASELINE + 6);
    doc.setFont('helvetica', 'normal').setFontSize(8).text(`${summary.footer} - Page ${number} of ${pages}`, MARGIN, height - 18);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
