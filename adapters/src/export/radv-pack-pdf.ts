import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { RADV_CHECKLIST, formatDisplayDate, type CoverSheet, type PackRecord } from '@rafdesk/core';
import { tablesEnd, type TabledPdf } from './pdf-file.js';

const MARGIN = 36;
const TOP = 52;
const HEAD_COLOUR: [number, number, number] = [32, 78, 124];
const STATUS_WORDS = { ready: 'Ready', weak: 'Weak', unsupported: 'Unsupported' } as const;

/** What a member's PDF says of its audit on every page. */
export interface PackContext {
  readonly contract: string;
  readonly paymentYear: number;
  readonly dueDate: string;
}

// The standard fonts write WinAnsi only: any other character is printed as "?" rather than failing the pack.
const winAnsi = (text: string): string => text.replaceAll('\u2212', '-').replaceAll('\u2014', '-').replaceAll('\u2026', '...').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
const dob = (sheet: Omit<CoverSheet, 'file'>) => formatDisplayDate(sheet.dateOfBirth);

/** The cover sheet alone, with jsPDF: the member, each billed HCC with its status and records, then each record's checklist. */
function coverSheetPdf(sheet: Omit<CoverSheet, 'file'>, context: PackContext): Uint8Array {
  const doc: TabledPdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  doc.setProperties({ title: `RADV cover sheet: ${sheet.patientName}`, creator: 'RAFdesk' });
  const table = { margin: { top: TOP, left: MARGIN, right: MARGIN, bottom: 40 }, theme: 'grid' as const, styles: { fontSize: 8, cellPadding: 2.5, overflow: 'linebreak' as const }, headStyles: { fillColor: HEAD_COLOUR }, rowPageBreak: 'avoid' as const };
  doc.setFont('helvetica', 'bold').setFontSize(14).text(winAnsi(`RADV cover sheet - ${sheet.patientName}`), MARGIN, TOP);
  autoTable(doc, {
    ...table, startY: TOP + 10, theme: 'plain', columnStyles: { 0: { cellWidth: 110, fontStyle: 'bold' } },
    body: [
      ['Member', sheet.patientName], ['Date of birth', dob(sheet)], ['Contract No', sheet.contractNumber ?? 'None'], ['Doctor', sheet.doctorName ?? 'None'],
      ['MA contract', context.contract], ['Payment year', `${context.paymentYear} (dates of service in ${context.paymentYear - 1})`], ['Due date', formatDisplayDate(context.dueDate)],
      ['Status', STATUS_WORDS[sheet.status]],
    ].map(([label, value]) => [label ?? '', winAnsi(value ?? '')]),
  });
  autoTable(doc, {
    ...table, startY: tablesEnd(doc, TOP) + 8, columnStyles: { 0: { cellWidth: 120 }, 1: { cellWidth: 60 }, 2: { cellWidth: 62 }, 3: { cellWidth: 110 } },
    head: [['Billed HCC', 'Codes', 'Status', 'Record(s)', 'Reasons']],
    body: sheet.hccs.length === 0 ? [[{ content: 'No HCC was billed for this member in the payment year.', colSpan: 5 }]]
      : sheet.hccs.map((hcc) => [
        winAnsi(`${hcc.hcc} ${hcc.label}`), hcc.billedCodes.join(', '), STATUS_WORDS[hcc.verdict],
        hcc.records.length === 0 ? 'None' : hcc.records.map((record) => `Note ${record.noteId}, ${record.dateOfService === null ? 'no date' : formatDisplayDate(record.dateOfService)}, ${winAnsi(record.provider)}`).join('\n'),
        winAnsi(hcc.reasons.join('\n') || 'Every checklist item passes'),
      ]),
  });
  for (const hcc of sheet.hccs) {
    for (const record of hcc.records) {
      autoTable(doc, {
        ...table, startY: tablesEnd(doc, TOP) + 8, columnStyles: { 0: { cellWidth: 170 }, 1: { cellWidth: 50 } },
        head: [[{ content: winAnsi(`${hcc.hcc}: checklist of note ${record.noteId} (${STATUS_WORDS[record.verdict]})`), colSpan: 3 }]],
        body: record.checklist.map((line) => [`${line.label}${line.required ? ' (required)' : ''}`, line.passed ? 'Passed' : 'Failed', winAnsi(line.words)]),
      });
    }
  }
  const source = RADV_CHECKLIST[0]?.source;
  doc.setFont('helvetica', 'normal').setFontSize(7);
  const lines = doc.splitTextToSize(winAnsi(`Checklist after ${source?.publisher ?? ''}, ${source?.title ?? ''}.`), doc.internal.pageSize.getWidth() - MARGIN * 2) as string[];
  const y = tablesEnd(doc, TOP) + 14;
  if (y + lines.length * 9 > doc.internal.pageSize.getHeight() - 40) doc.addPage();
  doc.text(lines, MARGIN, y + lines.length * 9 > doc.internal.pageSize.getHeight() - 40 ? TOP : y);
  return new Uint8Array(doc.output('arraybuffer'));
}

/**
 * A member's PDF for the pack: the cover sheet, then the pages of each chosen record as it was signed (copied, not
 * redrawn), every page stamped in its top margin with the member's name and date of birth and in its bottom margin
 * with the audit and the page number, as CMS's reviewer guidance expects each page to identify the enrollee.
 */
export async function memberPackPdf(sheet: Omit<CoverSheet, 'file'>, records: readonly PackRecord[], context: PackContext): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(winAnsi(`RADV pack: ${sheet.patientName}`));
  out.setCreator('RAFdesk');
  for (const source of [coverSheetPdf(sheet, context), ...records.map((record) => record.pdf)]) {
    const loaded = await PDFDocument.load(source, { ignoreEncryption: false });
    for (const page of await out.copyPages(loaded, loaded.getPageIndices())) out.addPage(page);
  }
  const font = await out.embedFont(StandardFonts.Helvetica);
  const pages = out.getPages();
  const identity = winAnsi(`${sheet.patientName} - DOB ${dob(sheet)}${sheet.contractNumber === null ? '' : ` - Contract No ${sheet.contractNumber}`}`);
  pages.forEach((page, index) => {
    const { width, height } = page.getSize();
    const size = 8;
    page.drawText(identity, { x: width - MARGIN - font.widthOfTextAtSize(identity, size), y: height - 14, size, font, color: rgb(0, 0, 0) });
    const footer = `RADV ${context.contract} PY${context.paymentYear} - Member pack page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: width - MARGIN - font.widthOfTextAtSize(footer, size), y: 8, size, font, color: rgb(0, 0, 0) });
  });
  return out.save();
}
