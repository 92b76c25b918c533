import { z } from 'zod';
import { TimestampSchema } from '../domain/calendar-date.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import { IsoDateSchema } from '../domain/calendar-date.js';

/** Where a gap stands by what people and coding did: open; documented (coded this year); not present; deferred to the next visit. */
export const DISPOSITION_STATES = ['open', 'documented', 'not-present', 'deferred'] as const;
export const DispositionStateSchema = z.enum(DISPOSITION_STATES);
export type DispositionState = z.infer<typeof DispositionStateSchema>;
export const DISPOSITION_STATE_LABELS: Readonly<Record<DispositionState, string>> = {
  open: 'Open', documented: 'Documented', 'not-present': 'Not present', deferred: 'Deferred to next visit',
};

/** Why a gap is not present: a fixed list; `other` needs words of its own. */
export const NOT_PRESENT_REASONS = ['resolved', 'ruled-out', 'not-supported', 'deceased-or-moved', 'other'] as const;
export const NotPresentReasonSchema = z.enum(NOT_PRESENT_REASONS);
export type NotPresentReason = z.infer<typeof NotPresentReasonSchema>;
export const NOT_PRESENT_REASON_LABELS: Readonly<Record<NotPresentReason, string>> = {
  resolved: 'Resolved', 'ruled-out': 'Ruled out', 'not-supported': 'Not supported by the record', 'deceased-or-moved': 'Patient deceased or moved', other: 'Other',
};
/** The longest words an `other` reason may have. */
export const REASON_TEXT_MAX = 500;

/** What can happen to a gap: people's choices (`user.*`) and what coding does (`coding.*`). */
export const DispositionEventSchema = z.discriminatedUnion('type', [
  /** A closing code was coded for the gap's service year (its date of service, when the diagnosis has one). */
  z.object({ type: z.literal('coding.documented'), code: DiagnosisCodeSchema, serviceYear: z.number().int(), dateOfService: IsoDateSchema.nullable().default(null) }),
  /** The closing code that documented the gap was removed (or dated out of the year): the gap is open again. */
  z.object({ type: z.literal('coding.removed'), code: DiagnosisCodeSchema }),
  /** The gap was found again with evidence not dismissed before: a not-present gap opens again. */
  z.object({ type: z.literal('evidence.new'), evidenceKey: z.string() }),
  z.object({ type: z.literal('user.notPresent'), reason: NotPresentReasonSchema, reasonText: z.string().nullable().default(null) }),
  z.object({ type: z.literal('user.defer') }),
  z.object({ type: z.literal('user.reopen') }),
  /** A coded diagnosis with no support was deleted: the gap it documented is not present (not supported), counted as a delete. */
  z.object({ type: z.literal('user.deleteUnsupported'), code: DiagnosisCodeSchema }),
]);
export type DispositionEvent = z.infer<typeof DispositionEventSchema>;
export type DispositionEventInput = z.input<typeof DispositionEventSchema>;

/** A gap's stored disposition: what persistence keeps per patient and gap key. */
export const GapDispositionSchema = z.object({
  gapKey: z.string(),
  state: DispositionStateSchema,
  reason: NotPresentReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  /** The code that documented it (documented), or the deleted code (a delete). */
  code: z.string().nullable(),
  /** The evidence key the gap had when marked not present: the same evidence does not raise it again that year. */
  dismissedEvidenceKey: z.string().nullable(),
  changedAt: TimestampSchema,
  /** null: the portal itself (coding closed or reopened it). */
  changedBy: z.number().int().positive().nullable(),
});
export type GapDisposition = z.infer<typeof GapDispositionSchema>;

/** One audited change of a gap (who, when, from, to, why), produced by the machine for persistence to store. */
export const DispositionHistoryRecordSchema = z.object({
  gapKey: z.string(),
  at: TimestampSchema,
  by: z.number().int().positive().nullable(),
  from: DispositionStateSchema,
  to: DispositionStateSchema,
  event: z.string(),
  reason: NotPresentReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  code: z.string().nullable(),
  /** A delete of a coded diagnosis with no support: counted apart in reports. */
  countedAsDelete: z.boolean(),
});
export type DispositionHistoryRecord = z.infer<typeof DispositionHistoryRecordSchema>;

/** The history CSV/Excel columns, in order, with their headings. */
export const DISPOSITION_HISTORY_COLUMNS = [
  ['gapKey', 'Gap'], ['at', 'When'], ['by', 'User'], ['from', 'From'], ['to', 'To'], ['event', 'Event'],
  ['reason', 'Reason'], ['reasonText', 'Reason text'], ['code', 'Code'], ['countedAsDelete', 'Delete'],
] as const satisfies readonly (readonly [keyof DispositionHistoryRecord, string])[];
