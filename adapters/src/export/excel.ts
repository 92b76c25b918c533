// The spreadsheet half of the exports on its own, so a browser that prints a PDF never downloads ExcelJS (and the reverse).
export { ExcelReportExporter } from './excel-report-exporter.js';
