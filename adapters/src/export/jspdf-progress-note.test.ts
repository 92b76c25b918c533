import { describe, expect, it } from 'vitest';
import type { NoteDocument } from '@rafdesk/core';
import { JsPdfProgressNote } from './jspdf-progress-note.js';

const DOCUMENT: NoteDocument = {
  title: 'Progress Note: Ana Doe',
  blocks: [
    { title: 'Patient Information', lines: [['Patient', 'Ana Doe'], ['Gender', 'Female']] },
    { title: 'Encounter', lines: [['Service Date', '11-20-2026'], ['CPT', '99213 Established patient']] },
  ],
  diagnoses: [{ code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic CKD', clinicalManifestations: null, treatment: null, meat: ['treat'], evidence: 'Continue metformin.' }],
  signature: 'Electronically signed by Elena Rivera, NPI 1234567893, for the encounter of 11-20-2026.',
  footer: 'Printed 11/28/2026 - Payment year 2027',
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('JsPdfProgressNote', () => {
  it('prints SmartPN-{recordID}.pdf on a US Letter portrait page', async () => {
    const file = (await new JsPdfProgressNote().print(DOCUMENT, 42))._unsafeUnwrap();
    expect(file.fileName).toBe('SmartPN-42.pdf');
    expect(file.mediaType).toBe('application/pdf');
    const pdf = latin1(file.bytes);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 612\.?\d* 792\.?\d*\]/);
  });

  it('writes every block, each diagnosis with its MEAT evidence, the signature and the footer (print date, payment year) as text', async () => {
    const pdf = latin1((await new JsPdfProgressNote().print(DOCUMENT, 42))._unsafeUnwrap().bytes);
    for (const text of ['Progress Note: Ana Doe', 'Patient Information', '11-20-2026', 'E1122', 'Treat: Continue metformin.', 'Electronically signed by Elena Rivera',
      'Printed 11/28/2026 - Payment year 2027 - Page 1 of 1']) {
      expect(pdf).toContain(text);
    }
  });

  it('moves a row that would not fit to the next page instead of splitting it', async () => {
    // Enough answers to fill most of the first page, then a diagnosis whose evidence runs to many lines.
    const answers = Array.from({ length: 38 }, (_, index) => [`Question ${index + 1}`, 'Answered'] as const);
    const evidence = ['ROW-STARTS', ...Array.from({ length: 30 }, () => 'A1c reviewed and metformin continued at the same dose.'), 'ROW-ENDS'].join(' ');
    const long: NoteDocument = { ...DOCUMENT, blocks: [{ title: 'Questionnaire', lines: answers }], diagnoses: [{ ...DOCUMENT.diagnoses[0]!, evidence }] };
    const pdf = latin1((await new JsPdfProgressNote().print(long, 42))._unsafeUnwrap().bytes);
    // Each page's text is one content stream, in page order.
    const pages = pdf.split(/\bstream\r?\n/).slice(1).map((part) => part.slice(0, part.indexOf('endstream')));
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    expect(pages.filter((page) => page.includes('BT')).length).toBeGreaterThan(1);
    expect(pageOf('ROW-STARTS')).toBeGreaterThan(-1);
    expect(pageOf('ROW-ENDS')).toBe(pageOf('ROW-STARTS'));
  });
});
