import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Texts with more parameters than this run unnamed: long id lists (a 1000-row page, an export) vary too much for a
 * kept plan to be used again.
 */
export const MAX_PREPARED_PARAMETERS = 100;
/** Statements one connection keeps prepared; past this, new texts run unnamed as before. */
export const MAX_PREPARED_PER_CONNECTION = 250;
/**
 * Pattern and text-search conditions, whose best plan depends on the value: a kept generic plan guesses their share of
 * rows, so a catalogue search for a word in 17,895 titles sorted them all (86 ms) where a plan of its own walks the code
 * index (38 ms). Texts with them are planned on every call, as before.
 */
const VALUE_DEPENDENT_PLAN = /\bi?like\b|@@|\bsimilar\s+to\b/i;
/** "cached plan must not change result type": a table's columns changed under a statement prepared before. */
export const PLAN_CHANGED = '0A000';

/**
 * The statements one connection keeps prepared, by text: which texts get a name (the rule both engines follow) and
 * the name. Forgetting them all gives every text a new name, so nothing is prepared twice under one name.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Bumped when the server refuses a kept plan, so every text is prepared again under a new name. */
  private generation = 0;

  /**
   * The name `text` runs under, or null when it runs unnamed: no parameters or more than
   * {@link MAX_PREPARED_PARAMETERS}, a search ({@link VALUE_DEPENDENT_PLAN}), or a new text past
   * {@link MAX_PREPARED_PER_CONNECTION}.
   */
  nameFor(text: string, parameterCount: number): string | null {
    if (parameterCount === 0 || parameterCount > MAX_PREPARED_PARAMETERS || VALUE_DEPENDENT_PLAN.test(text)) return null;
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= MAX_PREPARED_PER_CONNECTION) return known ?? null;
    // Short (PostgreSQL keeps 63 bytes of a name) and the same for the same text.
    const name = `rd${this.generation}_${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }

  forget(): void {
    this.names.clear();
    this.generation += 1;
  }
}

const namesOf = new WeakMap<pg.PoolClient, StatementNames>();

function namesFor(client: pg.PoolClient): StatementNames {
  let names = namesOf.get(client);
  if (names === undefined) namesOf.set(client, (names = new StatementNames()));
  return names;
}

/**
 * A pool whose connections keep each query text with parameters as a named prepared statement: the server parses and
 * plans it once per connection instead of on every call, and keeps a generic plan where that costs no more than a
 * custom one. The portal's calls repeat a few hundred texts; a 10-row patient page answered 1.4× as many calls a second.
 * Texts without parameters (transactions, migrations with several statements) and searches run as before.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      async function run<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const values = [...parameters];
        const name = namesFor(client).nameFor(text, values.length);
        try {
          const result = await (name === null ? client.query(text, values) : client.query({ name, text, values }));
          return result as unknown as PostgresQueryResult<R>;
        } catch (error) {
          // The failed call reports its error as it is; the next one prepares the text afresh.
          if (name !== null && (error as { code?: unknown }).code === PLAN_CHANGED) namesFor(client).forget();
          throw error;
        }
      }
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(textOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof textOrCursor === 'string') return run<R>(textOrCursor, parameters ?? []);
        return client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      }
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
