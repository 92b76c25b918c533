import type { ResultAsync } from 'neverthrow';

// Every API call asks whether maintenance is on, most ask the payment year, and every catalogue search the catalogue's
// version: reads of rows that rarely change. Shared for a quarter of a second, each costs one read per quarter second
// under load; another process's change is seen within that time, a change made through this process at once.
export const SHARED_READ_FRESH_MS = 250;

/**
 * A read shared by the requests of one process for `freshMs`: requests that ask while it is under way wait for it, and
 * those that ask within the window get its answer. A failed read (a rejection, or an answer `failed` names) is not
 * kept. Monotonic time, not the portal's clock: a test's fixed clock would keep one read for ever.
 */
export class SharedRead<T> {
  private kept: { readonly at: number; readonly read: Promise<T> } | null = null;

  constructor(private readonly freshMs: number) {}

  read(load: () => PromiseLike<T>, failed: (answer: T) => boolean = () => false): Promise<T> {
    const now = performance.now();
    if (this.kept === null || now - this.kept.at >= this.freshMs) {
      // load runs at once; a throw becomes a rejection.
      const kept = { at: now, read: new Promise<T>((resolve) => resolve(load())) };
      this.kept = kept;
      const forget = () => {
        if (this.kept === kept) this.kept = null;
      };
      kept.read.then((answer) => (failed(answer) ? forget() : undefined), forget);
    }
    return this.kept.read;
  }

  /** Forgets the kept read: the next one goes to the database. */
  clear(): void {
    this.kept = null;
  }
}

/**
 * Runs a change through this process so that nothing kept from before it survives: `forget` runs before the write and
 * again once it is done, since a read that started meanwhile may hold what the change replaced.
 */
export function forgettingAround<T, E>(forget: () => void, write: () => ResultAsync<T, E>): ResultAsync<T, E> {
  forget();
  return write().map((value) => {
    forget();
    return value;
  });
}
