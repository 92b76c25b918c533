import type { Result } from 'neverthrow';

/** Why a data file of the engine could not be read: which file, and what went wrong. */
export interface TableFileUnreadable {
  readonly kind: 'TableFileUnreadable';
  readonly file: string;
  readonly reason: string;
}

/**
 * The engine's data files (`manifest.json`, `years/<year>.json`, `sets/<sha256>.json`), wherever they are kept:
 * files on disk for the server and the CLI, modules a bundler splits out for the web app. Files are named relative
 * to the data folder. The engine reads a file the first time it needs it and checks it against its schema once.
 */
export interface RafTableSource {
  /** The parsed JSON of a data file, or why it cannot be had; never throws. Answers at once: see `prefetch`. */
  read(name: string): Result<unknown, TableFileUnreadable>;
  /**
   * For a source that must fetch its files (the browser): makes `read` answer for these names. Absent for a
   * source that reads on demand. Rejects only when a file cannot be fetched.
   */
  prefetch?(names: readonly string[]): Promise<void>;
}
