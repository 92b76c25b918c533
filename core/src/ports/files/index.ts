export type { Mailer, MailMessage, MailRejected } from './mailer.js';
export type { SealedObjectStore } from './sealed-object-store.js';
export type {
  VideoStore,
  VideoKind,
  VideoUpload,
  StoredVideo,
  ByteRange,
  VideoContent,
  VideoWriteError,
  VideoReadError,
  StoredVideoPage,
} from './video-store.js';
export type {
  FileStore,
  FileToPut,
  StoredFile,
  ListedFile,
  FilePage,
  ByteRangeRequest,
  FileContent,
  FilePutError,
  FileReadError,
} from './file-store.js';
export type {
  ReportExporter,
  DiagnosticsReportPrinter,
  PrintedReport,
  ProgressNotePrinter,
  ExportFile,
  ExportFailed,
  CellFormat,
  CellValue,
  ColumnSpec,
  SheetSpec,
  WorkbookSpec,
  ExportProgress,
  ExportWritten,
  ExportColumnsOptions,
} from './report-exporter.js';
export type { PreVisitDocument, PreVisitGapLine, PreVisitHccLine, PreVisitPage, PreVisitSummaryPrinter } from './pre-visit-printer.js';
