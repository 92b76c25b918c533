import { describe, expect, it } from 'vitest';
import type { PreVisitDocument, PreVisitPage } from '@rafdesk/core';
import { JsPdfPreVisitSummary } from './jspdf-pre-visit-summary.js';

const PAGE: PreVisitPage = {
  patientName: 'Ana Doe',
  dateOfBirth: 'DOB 07/04/1944',
  facts: [['Doctor', 'Diego Rivera'], ['Open value', '+0.302 RAF, $3,920 a year, factors final, 1 open gap']],
  gaps: [{ gap: 'Recapture HCC37 Diabetes with Chronic Complications', evidence: ['E11.22 on the 2026 record, service 03/04/2025'], value: '+0.302 RAF, $3,920 a year, factors final', documentation: 'Assess and document diabetes with its complication. Codes: E11.22' }],
  noGaps: 'No open gaps',
  lastYear: [{ hcc: 'HCC37 Diabetes with Chronic Complications', codes: 'E11.22', thisYear: 'Not documented yet this year' }],
  noLastYear: 'No HCC',
};

const document = (pages: readonly PreVisitPage[]): PreVisitDocument => ({ title: 'Pre-Visit Summary: Ana Doe', pages, footer: 'Pre-Visit Summary - Printed 12/02/2026 - Payment year 2027' });
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
// Each page's text is one content stream, in page order.
const pagesOf = (pdf: string) => pdf.split(/\bstream\r?\n/).slice(1).map((part) => part.slice(0, part.indexOf('endstream'))).filter((page) => page.includes('BT'));

describe('JsPdfPreVisitSummary', () => {
  it('prints one US Letter portrait page a patient, each naming its patient and date of birth, with the gaps, evidence, value and documentation as text', async () => {
    const bob: PreVisitPage = { ...PAGE, patientName: 'Bob Roe', dateOfBirth: 'DOB 01/02/1950', gaps: [], lastYear: [] };
    const file = (await new JsPdfPreVisitSummary().print(document([PAGE, bob]), 'Pre-Visit Summaries.pdf'))._unsafeUnwrap();
    expect(file).toMatchObject({ fileName: 'Pre-Visit Summaries.pdf', mediaType: 'application/pdf' });
    const pdf = latin1(file.bytes);
    expect(pdf).toMatch(/\/MediaBox \[0 0 612\.?\d* 792\.?\d*\]/);
    const [first, second, ...rest] = pagesOf(pdf);
    expect(rest).toEqual([]);
    for (const text of ['Ana Doe - DOB 07/04/1944', 'Recapture HCC37', 'E11.22 on the 2026 record', '+0.302 RAF, $3,920 a year, factors final', 'Codes: E11.22', 'Not documented yet this year', 'Page 1 of 2']) {
      expect(first).toContain(text);
    }
    for (const text of ['Bob Roe - DOB 01/02/1950', 'No open gaps', 'No HCC', 'Page 2 of 2']) expect(second).toContain(text);
    expect(second).not.toContain('Ana Doe');
  });

  it('prints the minus sign of a negative value as a hyphen, which the standard fonts can write', async () => {
    const page = { ...PAGE, gaps: [{ ...PAGE.gaps[0]!, value: '\u22120.012 RAF, no agreement to price it, factors final' }] };
    const [text] = pagesOf(latin1((await new JsPdfPreVisitSummary().print(document([page]), 'x.pdf'))._unsafeUnwrap().bytes));
    expect(text).toContain('-0.012 RAF');
  });

  it("names the patient and date of birth on the next page when a patient's gaps run over one", async () => {
    const gaps = Array.from({ length: 40 }, (_, index) => ({ ...PAGE.gaps[0]!, gap: `Suspect HCC${index + 1} GAP-${index + 1}` }));
    const pages = pagesOf(latin1((await new JsPdfPreVisitSummary().print(document([{ ...PAGE, gaps }]), 'x.pdf'))._unsafeUnwrap().bytes));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Ana Doe - DOB 07/04/1944');
  });
});
