import type { DoctorId, InsuranceId, RecordId } from '../../domain/ids.js';
import type { NotPresentReason } from '../../gaps/disposition.js';
import type { GapKind } from '../../gaps/gap.js';
import type { ListSort } from '../../ports/repositories/list-sort.js';
import type { PageWindow } from '../../ports/repositories/page.js';
import type { WorklistSortField, WorklistStatus } from './gap-views.js';

// What the gaps calls ask, as their use cases take it (the contract's codecs decode the wire into these).

/** A page of the worklist; a null filter is not applied. */
export interface WorklistQuery {
  readonly window: PageWindow;
  readonly doctorId: DoctorId | null;
  readonly insuranceId: InsuranceId | null;
  readonly kind: GapKind | null;
  /** An HCC as the gaps name it ("HCC37"). */
  readonly hcc: string | null;
  readonly status: WorklistStatus;
  /** A patient's name or contract number. */
  readonly searchQuery: string | null;
  /** Null: by open value. */
  readonly sort: ListSort<WorklistSortField> | null;
  /** Null: the portal's current payment year. */
  readonly paymentYear: number | null;
}

/** What a person decides about a gap; documenting is coding a closing code (Fast Coding, a diagnosis, a Smart PN), which documents it in the same request. */
export type DispositionDecision =
  | { readonly type: 'not-present'; readonly reason: NotPresentReason; readonly reasonText: string | null }
  | { readonly type: 'defer' }
  | { readonly type: 'reopen' };

/** A decision about one gap of a record's patient. */
export interface DispositionRequest {
  readonly recordId: RecordId;
  /** `2026:recapture:HCC37`, as the gap's `key` says. */
  readonly gapKey: string;
  readonly decision: DispositionDecision;
}

/** The curve of every doctor in reach (null) or of one doctor. */
export interface CurveQuery {
  readonly doctorId: DoctorId | null;
  /** Null: the portal's current payment year (its service year is the year before). */
  readonly paymentYear: number | null;
}

/** An imported history as the call carries it: the file's name and bytes (base64), read by the roster's safe parser. */
export interface HistoryUpload {
  readonly fileName: string;
  readonly contentBase64: string;
  /** Staff name the doctor they act for; lines may name only patients in reach. */
  readonly doctorId: DoctorId | null;
}

/** The pre-visit summaries of a day's list: one page per record, in the order given. */
export interface PreVisitDayRequest {
  readonly recordIds: readonly RecordId[];
  /** The visit day printed on the pages; null: today. */
  readonly visitDate: string | null;
}
