import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { EventLoopTurns } from './event-loop-turns.js';
import { PLAN_CHANGED, StatementNames } from './prepared-statements.js';

// PGlite's `query` parses and plans its text on every call: for the patient list's columns query that was half of the
// call (4.6 ms against 2.2 ms from a kept plan). Its API has no named statements, so the wrapper below speaks the wire
// protocol through PGlite's public `execProtocolStream`, `parse` and `protocol` exports, as `query` itself does.

const NO_SYNC = { syncToFs: false } as const;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * `client` for the Kysely dialect, whose `query` keeps each text with parameters as a named prepared statement: parsed
 * and planned once, a generic plan kept where it costs no more than a custom one. The texts {@link StatementNames}
 * leaves unnamed, and calls with options, go to PGlite's own `query`. Each query waits for its turn on the event loop
 * ({@link EventLoopTurns}), so the server keeps accepting and answering between two of them. Every other member is the
 * client's own.
 */
export function preparingPglite(client: PGlite): PGlite {
  const names = new StatementNames();
  /** Each prepared statement's parameter types as PostgreSQL inferred them: they choose each value's serializer (as `query` does). */
  const typesOf = new Map<string, readonly number[]>();

  const prepare = async (name: string, text: string): Promise<readonly number[]> => {
    try {
      const described = await client.execProtocolStream(joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name })]), NO_SYNC);
      return parse.parseDescribeStatementResults(described);
    } catch (error) {
      // After an error the server skips messages until a Sync.
      await client.execProtocolStream(protocol.serialize.sync(), NO_SYNC);
      throw error;
    }
  };

  const run = (name: string, text: string, params: readonly unknown[]): Promise<Results> =>
    client._runExclusiveTransaction(() => client.runExclusive(async () => {
      let types = typesOf.get(name);
      if (types === undefined) {
        types = await prepare(name, text);
        typesOf.set(name, types);
      }
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = client.serializers[types[i] ?? 0];
        return serialize ? serialize(param) : String(param);
      });
      let messages;
      try {
        // Bind, describe, execute and sync in one exchange: on an error the server has skipped to the sync already.
        messages = await client.execProtocolStream(joined([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]), NO_SYNC);
      } catch (error) {
        // The failed call reports its error as it is; the next one prepares every text afresh under new names.
        if ((error as { code?: unknown }).code === PLAN_CHANGED) {
          names.forget();
          typesOf.clear();
        }
        throw error;
      }
      if (!client.isInTransaction()) await client.syncToFs();
      return parse.parseResults(messages, client.parsers)[0] as Results;
    }));

  const turns = new EventLoopTurns();
  const query = async (text: string, params?: unknown[], options?: unknown): Promise<Results> => {
    await turns.next();
    const name = params === undefined || options !== undefined ? null : names.nameFor(text, params.length);
    return name === null ? client.query(text, params, options as Parameters<PGlite['query']>[2]) : run(name, text, params ?? []);
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
