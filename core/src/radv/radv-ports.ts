import type { SealedObjectStore } from '../ports/files/sealed-object-store.js';
import type { ResultAsync } from 'neverthrow';
import type { DoctorId, RecordId, UserId } from '../domain/ids.js';
import type { ExportFailed } from '../ports/files/report-exporter.js';
import type { NotFound, StorageError } from '../ports/repositories/storage-error.js';
import type { CoverSheet, PackManifest, RadvAuditStatus } from './radv-audit.js';

/** An audit as created: the contract, the payment year, the due date and the members' records. */
export interface NewRadvAudit {
  readonly contract: string;
  readonly paymentYear: number;
  readonly dueDate: string;
  readonly recordIds: readonly RecordId[];
  readonly createdBy: UserId;
}

/** An audit as kept. */
export interface StoredRadvAudit extends NewRadvAudit {
  readonly id: number;
  readonly status: RadvAuditStatus;
  readonly done: number;
  readonly total: number;
  readonly createdAt: Date;
  readonly builtAt: Date | null;
  readonly failure: string | null;
  /** The doctors of the members, so a list shows a Staff user only the audits of doctors they act for. */
  readonly doctorIds: readonly DoctorId[];
}

/** A built pack, written once: the cover sheets, the manifest and where its files are kept. */
export interface BuiltRadvPack {
  readonly coverSheets: readonly CoverSheet[];
  readonly manifest: PackManifest;
  readonly zipKey: string;
  readonly zipSha256: string;
  readonly builtAt: Date;
}

/**
 * RADV audits and their packs. An audit's progress and status change while it builds; its pack (cover sheets,
 * manifest) is written once and never changed or deleted (the storage refuses it).
 */
export interface RadvAuditRepository {
  create(audit: NewRadvAudit & { readonly doctorIds: readonly DoctorId[] }, at: Date): ResultAsync<StoredRadvAudit, StorageError>;
  find(id: number): ResultAsync<StoredRadvAudit | null, StorageError>;
  /** Newest first; of audits touching the doctors named (every audit when null). */
  list(doctorIds: readonly DoctorId[] | null): ResultAsync<StoredRadvAudit[], StorageError>;
  progress(id: number, status: 'building' | 'failed', done: number, total: number, failure: string | null): ResultAsync<void, StorageError>;
  /** Keeps the pack and marks the audit built; refused (NotFound) when the audit is unknown or already has a pack. */
  finish(id: number, pack: BuiltRadvPack): ResultAsync<void, NotFound | StorageError>;
  pack(id: number): ResultAsync<BuiltRadvPack | null, StorageError>;
}

/** Where a pack's bytes are kept, by key: sealed, written once (the database's pack rows, or the site's bucket). */
export type RadvPackStore = SealedObjectStore;

/** A chosen record as the pack prints it: the signed note's own PDF. */
export interface PackRecord {
  readonly noteId: number;
  readonly pdf: Uint8Array;
}

/** What building a pack needs outside core: reading a PDF's pages, printing a member's PDF, zipping, hashing. */
export interface RadvPackTools {
  /** The text of each page of a PDF, in order; a PDF that cannot be read has no pages. */
  pageTexts(pdf: Uint8Array): ResultAsync<string[], ExportFailed>;
  /** The member's PDF: the cover sheet, then each chosen record's pages, the member's name and date of birth on every page. */
  memberPdf(sheet: Omit<CoverSheet, 'file'>, records: readonly PackRecord[], context: { readonly contract: string; readonly paymentYear: number; readonly dueDate: string }): ResultAsync<Uint8Array, ExportFailed>;
  zip(files: readonly { readonly name: string; readonly bytes: Uint8Array }[]): ResultAsync<Uint8Array, ExportFailed>;
  sha256(bytes: Uint8Array): string;
  /** A text as UTF-8 bytes (core runs where no encoder is declared). */
  utf8(text: string): Uint8Array;
}
