import { sql, type RawBuilder } from 'kysely';
import type { FieldAddress, FieldCipher } from '@rafdesk/core';
import { openBytes, openText, sealBytes, sealedHead, sealText } from './sealed-fields.js';
import type { Executor } from './transact.js';

/** How a sealed column keeps its value: text, a JSON string in a jsonb column, or bytes. */
type Shape = 'text' | 'json' | 'bytes';

/** A column sealed at rest, the key of its rows (part of each value's address) and which of its rows hold a value. */
interface SealedColumn {
  readonly table: 'totp_secret' | 'mail_outbox' | 'record_note' | 'note_draft' | 'progress_note' | 'undo_bin' | 'patient_gap_set' | 'gap_disposition' | 'gap_disposition_history' | 'high_risk_justification';
  readonly column: string;
  readonly key: 'id' | 'user_id';
  readonly shape: Shape;
  /** Only these rows hold something to seal (a sent mail keeps a fixed line instead of its body). */
  readonly rows?: RawBuilder<boolean>;
}

/** Every sealed column: the secrets (TOTP seeds, unsent mail with its set-password link), the notes (SECURITY.md (a)(2)(iv)) and what a delete keeps of them for its undo. */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'totp_secret', column: 'secret', key: 'user_id', shape: 'text' },
  { table: 'mail_outbox', column: 'text_body', key: 'id', shape: 'text', rows: sql<boolean>`sent_at is null` },
  { table: 'mail_outbox', column: 'html_body', key: 'id', shape: 'text', rows: sql<boolean>`sent_at is null` },
  { table: 'record_note', column: 'body', key: 'id', shape: 'text' },
  { table: 'note_draft', column: 'data', key: 'id', shape: 'text' },
  { table: 'progress_note', column: 'content', key: 'id', shape: 'json' },
  { table: 'progress_note', column: 'pdf', key: 'id', shape: 'bytes' },
  { table: 'undo_bin', column: 'items', key: 'id', shape: 'json' },
  // A patient's gaps (their evidence quotes the notes) and the words of a not-present reason.
  { table: 'patient_gap_set', column: 'detail', key: 'id', shape: 'text' },
  { table: 'gap_disposition', column: 'reason_text', key: 'id', shape: 'text' },
  { table: 'gap_disposition_history', column: 'reason_text', key: 'id', shape: 'text' },
  // Why a flagged code was billed: the doctor's words about the patient.
  { table: 'high_risk_justification', column: 'reason', key: 'id', shape: 'text' },
];

/** What a pass sealed, by `table.column`. */
export type ResealReport = Record<string, number>;

const BATCH = 200;

/**
 * Seals, under the cipher's current key, every value of the sealed columns that is not under it: `'plain'` takes
 * only the values from before sealing (the pass every start makes, so an older database ends with none), `'rotate'`
 * those under an older key as well (`rafdesk keys rotate`). A row changed meanwhile is left for the next pass, never
 * overwritten with what it held before.
 */
export async function resealFields(db: Executor, cipher: FieldCipher, scope: 'plain' | 'rotate'): Promise<ResealReport> {
  const report: ResealReport = {};
  for (const spec of SEALED_COLUMNS) report[`${spec.table}.${spec.column}`] = await resealColumn(db, cipher, spec, scope);
  return report;
}

async function resealColumn(db: Executor, cipher: FieldCipher, spec: SealedColumn, scope: 'plain' | 'rotate'): Promise<number> {
  const head = scope === 'plain' ? 'rdf1:' : sealedHead(cipher.currentKeyId);
  const column = sql.ref(spec.column);
  const key = sql.ref(spec.key);
  const unsealed = spec.shape === 'text' ? sql`${column} not like ${`${head}%`}`
    : spec.shape === 'json' ? sql`(jsonb_typeof(${column}) <> 'string' or ${column} #>> '{}' not like ${`${head}%`})`
      : sql`substring(${column} from 1 for ${head.length}) <> ${Buffer.from(head, 'latin1')}`;
  let after: string | number | null = null;
  let sealed = 0;
  for (;;) {
    const { rows } = await sql<{ key: string | number; value: unknown }>`select ${key} as key, ${column} as value from ${sql.table(spec.table)}
      where ${column} is not null and ${unsealed} ${spec.rows ? sql`and ${spec.rows}` : sql``} ${after === null ? sql`` : sql`and ${key} > ${after}`}
      order by ${key} limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const next = resealed(cipher, spec, row.value, { table: spec.table, column: spec.column, rowId: row.key });
      if (next === null) continue;
      const changed = await sql`update ${sql.table(spec.table)} set ${column} = ${next} where ${key} = ${row.key} and ${column} = ${stored(spec.shape, row.value)}`.execute(db);
      sealed += Number(changed.numAffectedRows ?? 0n);
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < BATCH) return sealed;
    after = last.key;
  }
}

/** The value sealed under the current key: opened first when sealed under an older one; null when it does not open. */
function resealed(cipher: FieldCipher, spec: SealedColumn, value: unknown, at: FieldAddress): string | Uint8Array | null {
  if (spec.shape === 'bytes') {
    const bytes = value as Uint8Array;
    if (cipher.keyIdOf(bytes) === null) return sealBytes(cipher, bytes, at);
    const opened = openBytes(cipher, bytes, at);
    return opened.isOk() ? sealBytes(cipher, opened.value, at) : null;
  }
  const text = spec.shape === 'json' ? (typeof value === 'string' ? value : null) : (value as string);
  // A jsonb object is a progress note's content from before sealing: its JSON text is what gets sealed.
  if (text === null || !text.startsWith('rdf1:')) {
    const plain = text ?? JSON.stringify(value);
    return spec.shape === 'json' ? JSON.stringify(sealText(cipher, plain, at)) : sealText(cipher, plain, at);
  }
  const opened = openText(cipher, text, at);
  if (opened.isErr()) return null;
  return spec.shape === 'json' ? JSON.stringify(sealText(cipher, opened.value, at)) : sealText(cipher, opened.value, at);
}

/** The stored value as a parameter the column compares equal to. */
function stored(shape: Shape, value: unknown): unknown {
  return shape === 'json' ? JSON.stringify(value) : value;
}
