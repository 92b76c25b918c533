import type { ResultAsync } from 'neverthrow';
import type { RecordId, UserId } from '../../domain/ids.js';
import type { RecordNoteInput, RecordNoteKind } from '../../domain/record.js';
import type { NotFound, StorageError } from './storage-error.js';

/** A stored doctor or MAG note. */
export interface RecordNote {
  readonly id: number;
  readonly recordId: RecordId;
  readonly kind: RecordNoteKind;
  readonly text: string;
  readonly authorUserId: UserId | null;
  readonly authorName: string | null;
  readonly createdAt: Date;
}

/** Notes on a record. */
export interface RecordNoteRepository {
  /** `NotFound` when the record does not exist. */
  add(note: RecordNoteInput, author: UserId | null, at: Date): ResultAsync<RecordNote, NotFound | StorageError>;
  /** Both kinds, oldest first. */
  list(recordId: RecordId): ResultAsync<RecordNote[], StorageError>;
}
