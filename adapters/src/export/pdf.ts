// The PDF half of the exports on its own, so a browser that exports a spreadsheet never downloads jsPDF (and the reverse).
export { JsPdfDiagnosticsReport } from './jspdf-diagnostics-report.js';
export { JsPdfProgressNote, progressNoteFileName } from './jspdf-progress-note.js';
export { JsPdfPreVisitSummary } from './jspdf-pre-visit-summary.js';
