import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from 'neverthrow';
import { serviceUnavailable, type AuditRecord, type StorageError } from '@rafdesk/core';
import { AuditBatch } from './audit-batch.js';

const line = (n: number): AuditRecord => ({ userId: '1', action: 'patients.read', recordId: String(n), at: new Date(0), ip: '127.0.0.1', requestId: `r${n}`, outcome: 'success' });

/** A writer that records each batch and lets the test decide when a write commits. */
function writer(outcome: (batch: readonly AuditRecord[]) => Result<void, StorageError> = () => ok(undefined)) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (entries: readonly AuditRecord[]) => new Promise<Result<void, StorageError>>((done) => {
    batches.push(entries.map((entry) => entry.requestId ?? ''));
    pending.push(() => done(outcome(entries)));
  });
  const commit = async () => {
    while (pending.length === 0) await new Promise((done) => setTimeout(done, 1));
    pending.shift()?.();
  };
  return { write, batches, commit };
}

describe('AuditBatch (group commit of audit lines)', () => {
  it('writes the lines that arrive during a write together in the next one, in arrival order, each append settling with its own batch', async () => {
    const { write, batches, commit } = writer();
    const batch = new AuditBatch(write);
    const settled: string[] = [];
    const first = batch.append(line(1)).then(() => settled.push('r1'));
    await new Promise((done) => setTimeout(done, 5));
    const later = [2, 3, 4].map((n) => batch.append(line(n)).then(() => settled.push(`r${n}`)));
    expect(batches).toEqual([['r1']]);
    expect(settled).toEqual([]);
    await commit();
    await first;
    expect(settled).toEqual(['r1']);
    await commit();
    await Promise.all(later);
    expect(batches).toEqual([['r1'], ['r2', 'r3', 'r4']]);
    expect(settled).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('fails every append of a failed batch, and writes the next lines afresh', async () => {
    let failing = true;
    const { write, batches, commit } = writer(() => (failing ? err(serviceUnavailable('storage 08006')) : ok(undefined)));
    const batch = new AuditBatch(write);
    const failed = [batch.append(line(1)), batch.append(line(2))];
    await commit();
    expect((await Promise.all(failed)).map((result) => result.isErr())).toEqual([true, true]);
    failing = false;
    const next = batch.append(line(3));
    await commit();
    expect((await next).isOk()).toBe(true);
    expect(batches).toEqual([['r1', 'r2'], ['r3']]);
  });
});
