import { ByteWriter } from './byte-writer.js';

export const KEPT_PER_KIND = 20_000;

/**
 * The bytes of entries that recur in a run's output, made on first use and copied after: found by a key and checked field by
 * field against the entry they stand for, so a stale copy is never written. Up to {@link KEPT_PER_KIND} keys are kept.
 */
export class KeptBytes<T, K = T> {
  private readonly kept = new Map<string | number, { item: K; bytes: Uint8Array }>();
  private readonly scratch = new ByteWriter(512);

  /** `keep` makes what is kept of an item for {@link same} to check (by default the item itself). */
  constructor(
    private readonly same: (kept: K, item: T) => boolean,
    private readonly write: (w: ByteWriter, item: T) => void,
    private readonly keep: (item: T) => K = (item) => item as unknown as K,
  ) {}

  /** Writes `item`: the kept bytes of `key` when they are of the {@link same} entry, else by `write` (kept while there is room). */
  put(w: ByteWriter, key: string | number, item: T): void {
    const kept = this.kept.get(key);
    if (kept !== undefined && this.same(kept.item, item)) {
      w.bytes(kept.bytes);
      return;
    }
    if (kept === undefined && this.kept.size >= KEPT_PER_KIND) {
      this.write(w, item);
      return;
    }
    this.write(this.scratch, item);
    const made = this.scratch.take().slice();
    this.kept.set(key, { item: this.keep(item), bytes: made });
    w.bytes(made);
  }
}
