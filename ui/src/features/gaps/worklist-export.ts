import { DISPOSITION_STATE_LABELS, GAP_KIND_LABELS, type CellValue, type GapCoverage, type ColumnSpec, type ExportProgress, type WorkbookSpec, type WorklistRow, EVIDENCE_SOURCE_WORDS } from '@rafdesk/core';
import { FACTOR_STATUS_WORDS } from '@rafdesk/core/raf';

/** The export's file and sheet name. */
export const WORKLIST_EXPORT_TITLE = 'Gap Worklist';

const COVERAGE_WORDS: Readonly<Record<GapCoverage, string>> = { open: 'Open', 'partly-addressed': 'Partly addressed', closed: 'Closed' };

const COLUMNS: readonly ColumnSpec[] = [
  { header: 'Patient', format: 'text', width: 24 }, { header: 'Date of Birth', format: 'date' }, { header: 'INS Contract No', format: 'text', width: 16 },
  { header: 'Doctor', format: 'text', width: 22 }, { header: 'Insurance', format: 'text', width: 18 }, { header: 'Kind', format: 'text' },
  { header: 'HCC', format: 'text' }, { header: 'Condition', format: 'text', width: 36 }, { header: 'Status', format: 'text', width: 20 },
  { header: 'Coverage', format: 'text', width: 16 }, { header: 'Closing Code', format: 'text', width: 14 }, { header: 'RAF', format: 'decimal' },
  { header: 'Annual Value', format: 'money', width: 14 }, { header: 'Factors', format: 'text', width: 14 }, { header: 'Evidence', format: 'text', width: 60 },
  { header: 'Documentation That Closes It', format: 'text', width: 50 },
];

/** One line per gap of every patient listed, in the worklist's order: what a practice works through outside the portal. */
export function worklistWorkbook(rows: readonly WorklistRow[], onProgress?: ExportProgress): WorkbookSpec {
  const lines: CellValue[][] = rows.flatMap((row) => row.gaps.map((gap): CellValue[] => [
    row.patient.patientName, row.patient.dateOfBirth, row.patient.contractNumber, row.patient.doctorName, row.patient.insuranceName,
    GAP_KIND_LABELS[gap.kind], gap.hcc, gap.hccLabel, DISPOSITION_STATE_LABELS[gap.standing.state], COVERAGE_WORDS[gap.coverage], gap.valueCode,
    gap.worth?.raf ?? null, gap.worth?.annualBudget ?? null, gap.worth ? FACTOR_STATUS_WORDS[gap.worth.factorStatus] : null,
    gap.evidence.map((evidence) => `${EVIDENCE_SOURCE_WORDS[evidence.source]}${evidence.date ? ` ${evidence.date}` : ''}: ${evidence.text}`).join('; '),
    gap.documentation,
  ]));
  return { title: WORKLIST_EXPORT_TITLE, sheets: [{ name: WORKLIST_EXPORT_TITLE, columns: COLUMNS, rows: lines }], ...(onProgress ? { onProgress } : {}) };
}
