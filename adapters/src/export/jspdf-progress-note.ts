import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ResultAsync } from 'neverthrow';
import { evidenceText, type ExportFailed, type ExportFile, type NoteDocument, type ProgressNotePrinter } from '@rafdesk/core';
import { pdfFile, tablesEnd, type TabledPdf } from './pdf-file.js';

const MARGIN = 40;
const TOP = 48;

/** The spec's file name: the prefix SmartPN- and the record id. */
export const progressNoteFileName = (recordId: number): string => `SmartPN-${recordId}.pdf`;

type Doc = TabledPdf;
const finalY = (doc: Doc) => tablesEnd(doc, TOP);

/**
 * The PN Summary with jsPDF: US Letter portrait, text (not a picture of the screen) so it can be searched, copied and
 * read aloud; one table per block, the diagnoses with their MEAT evidence, then the signature paragraph.
 */
export class JsPdfProgressNote implements ProgressNotePrinter {
  print(document: NoteDocument, recordId: number): ResultAsync<ExportFile, ExportFailed> {
    return pdfFile(() => render(document), progressNoteFileName(recordId));
  }
}

function render(note: NoteDocument): Uint8Array {
  const doc: Doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  doc.setProperties({ title: note.title, creator: 'RAFdesk' });
  const width = doc.internal.pageSize.getWidth() - MARGIN * 2;
  doc.setFont('helvetica', 'bold').setFontSize(15).text(note.title, MARGIN, TOP);
  let y = TOP + 12;
  for (const block of note.blocks) {
    autoTable(doc, {
      // A row (an answer, a diagnosis with its evidence) is never split across two pages.
      startY: y, margin: { left: MARGIN, right: MARGIN }, theme: 'grid', styles: { fontSize: 9, cellPadding: 3 }, rowPageBreak: 'avoid',
      headStyles: { fillColor: [32, 78, 124] }, columnStyles: { 0: { cellWidth: 150, fontStyle: 'bold' } },
      head: [[{ content: block.title, colSpan: 2 }]], body: block.lines.map(([label, text]) => [label, text]),
    });
    y = finalY(doc) + 10;
  }
  autoTable(doc, {
    startY: y, margin: { left: MARGIN, right: MARGIN }, theme: 'grid', styles: { fontSize: 9, cellPadding: 3 }, rowPageBreak: 'avoid',
    headStyles: { fillColor: [32, 78, 124] },
    head: [['Code', 'Description', 'MEAT evidence']],
    body: note.diagnoses.length === 0 ? [['', 'No diagnosis attached', '']] : note.diagnoses.map((row) => [row.code, row.description, evidenceText(row)]),
  });
  y = finalY(doc) + 18;
  const lines = doc.setFont('helvetica', 'normal').setFontSize(10).splitTextToSize(note.signature, width) as string[];
  if (y + lines.length * 12 > doc.internal.pageSize.getHeight() - MARGIN) {
    doc.addPage();
    y = TOP;
  }
  doc.text(lines, MARGIN, y);
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8).text(`${note.footer} - Page ${page} of ${pages}`, MARGIN, doc.internal.pageSize.getHeight() - 20);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
