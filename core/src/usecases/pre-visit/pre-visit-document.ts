import type { IsoDate } from '../../domain/calendar-date.js';
import { displayCode } from '../../gaps/coverage.js';
import { DISPOSITION_STATE_LABELS, NOT_PRESENT_REASON_LABELS } from '../../gaps/disposition.js';
import { GAP_KIND_LABELS, type HccCodes } from '../../gaps/gap.js';
import { coverageText, valueText } from '../../gaps/gap-wording.js';
import type { PreVisitDocument, PreVisitGapLine, PreVisitHccLine, PreVisitPage } from '../../ports/files/pre-visit-printer.js';
import { formatDisplayDate } from '../../validation/typed-date.js';
import type { PatientGap, RecordGaps } from '../gaps/gap-views.js';

/** Evidence lines a gap prints before "and N more": enough to act on, short enough for one page. */
export const PRE_VISIT_EVIDENCE_LINES = 3;

/** A gap the visit can still act on: open or deferred to this visit, and not closed by this year's coding. */
export const isOpenForVisit = (gap: PatientGap): boolean => (gap.standing.state === 'open' || gap.standing.state === 'deferred') && gap.coverage !== 'closed';

function gapLine(gap: PatientGap): PreVisitGapLine {
  const coverage = coverageText(gap.coverage, gap.addressedBy);
  const deferred = gap.standing.state === 'deferred' ? ` (${DISPOSITION_STATE_LABELS.deferred.toLowerCase()})` : '';
  const shown = gap.evidence.slice(0, PRE_VISIT_EVIDENCE_LINES).map((evidence) => evidence.text);
  const more = gap.evidence.length - shown.length;
  return {
    gap: `${GAP_KIND_LABELS[gap.kind]} ${gap.hcc} ${gap.hccLabel}${deferred}${coverage === null ? '' : `. ${coverage}`}`,
    evidence: more > 0 ? [...shown, `and ${more} more`] : shown,
    value: gap.worth === null ? 'Not valued: no tables for the payment year' : valueText(gap.worth),
    documentation: `${gap.documentation} Codes: ${gap.closingCodes.join(', ')}`,
  };
}

function thisYearOf(hcc: HccCodes, gaps: readonly PatientGap[]): string {
  const gap = gaps.find((candidate) => candidate.kind === 'recapture' && candidate.hcc === hcc.hcc);
  if (gap === undefined) return 'Documented this year';
  if (gap.coverage === 'closed' || gap.standing.state === 'documented') return coverageText('closed', gap.addressedBy) ?? DISPOSITION_STATE_LABELS.documented;
  if (gap.standing.state === 'not-present') {
    const reason = gap.standing.reason === null ? '' : `: ${gap.standing.reason === 'other' && gap.standing.reasonText ? gap.standing.reasonText : NOT_PRESENT_REASON_LABELS[gap.standing.reason]}`;
    return `${DISPOSITION_STATE_LABELS['not-present']}${reason}`;
  }
  return coverageText(gap.coverage, gap.addressedBy) ?? 'Not documented yet this year';
}

function lastYearLine(hcc: HccCodes, gaps: readonly PatientGap[]): PreVisitHccLine {
  return { hcc: `${hcc.hcc} ${hcc.label}`, codes: hcc.codes.map(displayCode).join(', '), thisYear: thisYearOf(hcc, gaps) };
}

/** One patient's page: the facts, the open gaps (most valuable first), and last year's HCCs with where each stands. */
export function preVisitPage(record: RecordGaps, visitDate: IsoDate): PreVisitPage {
  const { patient, openWorth, daysLeft } = record;
  const open = record.gaps.filter(isOpenForVisit).sort((a, b) => (b.worth?.raf ?? 0) - (a.worth?.raf ?? 0) || a.hcc.localeCompare(b.hcc));
  const openValue = openWorth === null ? 'Not valued' : `${valueText(openWorth)}, ${openWorth.gaps} open ${openWorth.gaps === 1 ? 'gap' : 'gaps'}`;
  return {
    patientName: patient.patientName,
    dateOfBirth: `DOB ${patient.dateOfBirth === null ? 'not recorded' : formatDisplayDate(patient.dateOfBirth)}`,
    facts: [
      ['Contract No', patient.contractNumber ?? 'None'],
      ['Doctor', patient.doctorName],
      ['Insurance', patient.insuranceName ?? 'None'],
      ['Visit', formatDisplayDate(visitDate)],
      ['Payment year', `${record.paymentYear} (dates of service in ${record.serviceYear})`],
      ['Open value', openValue],
      ['Days left', `${daysLeft.semester} in the semester, ${daysLeft.year} in the year`],
    ],
    gaps: open.map(gapLine),
    noGaps: 'No open gaps: every HCC found is documented this year or was decided on.',
    lastYear: record.lastYearHccs.map((hcc) => lastYearLine(hcc, record.gaps)),
    noLastYear: `No HCC was documented in ${record.serviceYear - 1}.`,
  };
}

/** The pre-visit summary of one patient or of a day's list (a page each, in the order given). */
export function preVisitDocument(records: readonly RecordGaps[], printed: { readonly printedOn: IsoDate; readonly visitDate: IsoDate }): PreVisitDocument {
  const paymentYears = [...new Set(records.map((record) => record.paymentYear))].join(', ');
  return {
    title: records.length === 1 && records[0] ? `Pre-Visit Summary: ${records[0].patient.patientName}` : `Pre-Visit Summaries for ${formatDisplayDate(printed.visitDate)}`,
    pages: records.map((record) => preVisitPage(record, printed.visitDate)),
    footer: `Pre-Visit Summary - Printed ${formatDisplayDate(printed.printedOn)} - Payment year ${paymentYears}`,
  };
}
