import { Result } from 'neverthrow';
import { z } from 'zod';
import type { RecordDiagnosticRow } from '../domain/record-diagnostic.js';
import type { RecordInfo } from '../domain/record.js';
import type { AddDiagnosesReport } from '../usecases/records/add-diagnoses.js';
import { WireAddDiagnosticsResultSchema } from '../wire/clinical-wire.js';
import { fromWireRecordDiagnostic } from '../wire/diagnostic-wire.js';
import { fromWireRecordInfo } from '../wire/record-wire.js';

// How the web app reads the answer of a record change. It takes less than the server sends: a server may answer a
// change without the card (204) or an Insert without its rows, and the view then reads them again instead of failing.

/** The record's stored figures after a change and the model that scored them; null when the reply carries none. */
export type ChangeCard = (RecordInfo & { readonly modelLabel?: string }) | null;

/** The card a change's reply carries, or null when it carries none (or none that reads). */
export function changeCardOf(body: unknown): ChangeCard {
  if (typeof body !== 'object' || body === null || !('raF_TOTAL' in body)) return null;
  const label = 'modelLabel' in body && typeof body.modelLabel === 'string' ? { modelLabel: body.modelLabel } : {};
  return fromWireRecordInfo(body).map((info) => ({ ...info, ...label })).unwrapOr(null);
}

/** What the server did with the codes of an Insert, as the web app reads it: the rows are null when the reply has none. */
export type InsertReport = Omit<AddDiagnosesReport, 'rows'> & { readonly rows: AddDiagnosesReport['rows'] | null };

/** An Insert's answer as the web app accepts it: the report is required, the rows and the card are read when present. */
export const InsertReplySchema = WireAddDiagnosticsResultSchema.pick({ added: true, alreadyPresent: true, unknown: true, invalid: true, optimizedOut: true })
  .extend({ rows: z.array(z.unknown()).optional() }).loose();

const addedRows = (wire: readonly unknown[] | undefined): RecordDiagnosticRow[] | null => {
  if (wire === undefined) return null;
  const rows = Result.combine(wire.map(fromWireRecordDiagnostic));
  return rows.isOk() ? rows.value : null;
};

/** An Insert's checked answer as its report and the record's card. */
export function insertReplyOf(wire: z.output<typeof InsertReplySchema>): { readonly report: InsertReport; readonly card: ChangeCard } {
  return {
    report: {
      added: wire.added, alreadyPresent: wire.alreadyPresent, unknown: wire.unknown, invalid: wire.invalid,
      optimisedOut: wire.optimizedOut.map((out) => ({ code: out.diagnosticId, reason: out.reason, trumpedBy: out.trumpedBy })),
      rows: addedRows(wire.rows),
    },
    card: changeCardOf(wire),
  };
}
