import { errAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { RecordId } from '../../domain/ids.js';
import type { PreVisitSummaryPrinter } from '../../ports/files/pre-visit-printer.js';
import type { ExportFailed } from '../../ports/files/report-exporter.js';
import { forbidden } from '../errors.js';
import { recordGaps, type GapQueryError, type GapQueryPorts } from '../gaps/gap-queries.js';
import type { PreVisitDayRequest } from '../gaps/gap-requests.js';
import type { RecordGaps } from '../gaps/gap-views.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { sequentially } from '../records/sequentially.js';
import { isoDay } from '../records/today.js';
import { preVisitDocument } from './pre-visit-document.js';

/** A printed summary: the file's name (the record or the day, never the patient's name) and the PDF. */
export interface PreVisitFile {
  readonly fileName: string;
  readonly pdf: Uint8Array;
}

export type PreVisitError = GapQueryError | ExportFailed;

function print(printer: PreVisitSummaryPrinter, records: readonly RecordGaps[], printedOn: IsoDate, visitDate: IsoDate, fileName: string): ResultAsync<PreVisitFile, ExportFailed> {
  return printer.print(preVisitDocument(records, { printedOn, visitDate }), fileName).map((file) => ({ fileName: file.fileName, pdf: file.bytes }));
}

/**
 * The pre-visit summary of a record's patient (Gaps/PreVisitSummary): one page of the open gaps with their evidence,
 * value and what documentation closes each, and last year's HCCs. The gaps are read as Gaps/GetRecordGaps reads
 * them; a record outside the caller's reach is not found.
 */
export function preVisitSummary(ports: GapQueryPorts, printer: PreVisitSummaryPrinter, caller: ClinicalCaller, recordId: RecordId): ResultAsync<PreVisitFile, PreVisitError> {
  if (!can(caller, 'gaps.previsitSummary')) return errAsync(forbidden);
  const today = isoDay(ports.clock.now());
  return recordGaps(ports, caller, recordId).andThen((record) => print(printer, [record], today, today, `PreVisitSummary-${recordId}.pdf`));
}

/**
 * A day's list of pre-visit summaries (Gaps/PreVisitSummaries): one PDF, a page per record in the order given, for the
 * visit day (today when none is given). One record outside the caller's reach makes the whole list not found.
 */
export function preVisitDay(ports: GapQueryPorts, printer: PreVisitSummaryPrinter, caller: ClinicalCaller, request: PreVisitDayRequest): ResultAsync<PreVisitFile, PreVisitError> {
  if (!can(caller, 'gaps.previsitSummary')) return errAsync(forbidden);
  const today = isoDay(ports.clock.now());
  const visitDate = (request.visitDate ?? today) as IsoDate;
  return sequentially([...new Set(request.recordIds)], (recordId) => recordGaps(ports, caller, recordId))
    .andThen((records) => print(printer, records, today, visitDate, `PreVisitSummaries-${visitDate}.pdf`));
}
