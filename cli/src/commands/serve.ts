import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Option, type Command } from 'commander';
import { z } from 'zod';

import type { CliIo } from '../cli-io.js';
import { composePortal, portalFailureOf } from '../composition-root.js';
import { EXIT_CODES } from '../exit-codes.js';
import { isSystemError, systemErrorWords } from '../system-error-words.js';
import { describePortalFailure, portalFailureExitCode } from './database-option.js';
import { describeOptionIssues, jsonOption } from './option-words.js';
import { configuredDatabase } from './with-services.js';
import { ensureWebAppBuilt } from './web-app-build.js';
import { MIN_TOKEN_SECRET_BYTES, persistedTokenSecret, privateDataFolder, removeWorldWritable } from './data-folder.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PORT = 'a port number from 0 to 65535';

const ServeOptionsSchema = z.object({
  port: z.string().regex(/^\d{1,5}$/, PORT).transform(Number).refine((port) => port <= 65_535, PORT),
  host: z.string().min(1),
  data: z.string().min(1),
  demo: z.boolean().default(false),
  trustProxy: z.string().optional(),
  logLevel: z.enum(LOG_LEVELS).optional(),
  json: z.boolean().default(false),
});

/** Why the server cannot listen, in words, and its exit code: the port taken by another program is worth a retry. */
export function listenFailure(error: unknown, host: string, port: number): { message: string; exitCode: number } | null {
  if (!isSystemError(error)) return null;
  switch (error.code) {
    case 'EADDRINUSE':
      return { message: `error: port ${port} on ${host} is in use by another program: stop it, or choose another with --port`, exitCode: EXIT_CODES.unavailable };
    case 'EACCES':
      return { message: `error: not allowed to listen on port ${port} (ports below 1024 need privileges): choose another with --port`, exitCode: EXIT_CODES.usage };
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return { message: `error: --host ${host} is not an address of this machine`, exitCode: EXIT_CODES.usage };
    default:
      return { message: `error: cannot listen on ${host}:${port}: ${systemErrorWords(error)}`, exitCode: EXIT_CODES.input };
  }
}

/**
 * `--trust-proxy` / `RAFDESK_TRUST_PROXY`: "true" believes any proxy's X-Forwarded-* headers, a comma list of
 * addresses or CIDR ranges believes only those, "false" or nothing believes none.
 */
export function trustProxyOf(value: string | undefined): boolean | string | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const list = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  return list.length === 1 ? (list[0] ?? false) : list;
}

/** `RAFDESK_TOKEN_SECRET` is given but too short to sign tokens with. */
export function tokenSecretProblem(secret: string | undefined): string | null {
  if (secret === undefined || secret === '') return null;
  return Buffer.from(secret, 'base64').length >= MIN_TOKEN_SECRET_BYTES ? null
    : `error: RAFDESK_TOKEN_SECRET must be base64 of at least ${MIN_TOKEN_SECRET_BYTES} bytes (for example: openssl rand -base64 48)`;
}

/** The demo password: `RAFDESK_DEMO_PASSWORD`, or a fresh random one that is printed once. */
export function demoPassword(env: Readonly<Record<string, string | undefined>>): { password: string; generated: boolean } {
  const given = env.RAFDESK_DEMO_PASSWORD;
  return given ? { password: given, generated: false } : { password: randomBytes(12).toString('base64url'), generated: true };
}

/** Listens on `host`:`port` for a moment and lets go: the failure it met (a port in use), or null. */
function tryListening(host: string, port: number): Promise<unknown> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', resolve);
    server.listen({ host, port }, () => server.close(() => resolve(null)));
  });
}

/** Resolves on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Registers `rafdesk serve`: API, notification hub and built web app in one process until SIGINT/SIGTERM. */
export function registerServeCommand(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description('Run the portal: API under /api, the notification hub and the built web app (PGlite in --data, or DATABASE_URL)')
    .addOption(new Option('--port <port>', 'port to listen on').default('8080'))
    .addOption(new Option('--host <host>', 'address to listen on (0.0.0.0 for every interface)').default('127.0.0.1'))
    .addOption(new Option('--data <folder>', 'PGlite data folder, used when DATABASE_URL is not set').default('./data'))
    .option('--demo', 'seed the demo accounts when the database is empty')
    .addOption(new Option('--trust-proxy <proxies>', 'believe X-Forwarded-* from these proxies: true, or a comma list of addresses/CIDRs').env('RAFDESK_TRUST_PROXY'))
    .addOption(new Option('--log-level <level>', 'log level').choices([...LOG_LEVELS]).env('RAFDESK_LOG_LEVEL').default('info'))
    .addOption(jsonOption('once listening, print where as one JSON line ({"url", "engine", "demo"}) on standard output'))
    .action(async (raw: Record<string, unknown>, self: Command) => {
      const options = ServeOptionsSchema.safeParse(raw);
      if (!options.success) return self.error(`error: ${describeOptionIssues(options.error.issues)}`, { exitCode: 2 });
      const demo = options.data.demo ? demoPassword(process.env) : null;
      const database = configuredDatabase(io, options.data.data);
      if (database === null) return;
      // Several processes share one PostgreSQL: each must accept the tokens, hub tickets and hub connection tokens of the others.
      if ('url' in database && !process.env.RAFDESK_TOKEN_SECRET) {
        io.stderr.write('error: with DATABASE_URL set RAFDESK_TOKEN_SECRET (base64, at least 32 bytes), the same for every rafdesk serve process\n');
        io.exitCode = 2;
        return;
      }
      const readUrl = process.env.DATABASE_READ_URL?.trim() || null;
      if (readUrl !== null && !('url' in database)) {
        io.stderr.write('error: DATABASE_READ_URL names a replica of the PostgreSQL server in DATABASE_URL; set DATABASE_URL too, or unset DATABASE_READ_URL\n');
        io.exitCode = 2;
        return;
      }
      const secretProblem = tokenSecretProblem(process.env.RAFDESK_TOKEN_SECRET);
      if (secretProblem !== null) {
        io.stderr.write(`${secretProblem}\n`);
        io.exitCode = 2;
        return;
      }
      // A port another program holds is told at once, before the data folder is opened or the web app built; the
      // listen below still reports one taken in between.
      const taken = listenFailure(await tryListening(options.data.host, options.data.port), options.data.host, options.data.port);
      if (taken !== null) {
        io.stderr.write(`${taken.message}\n`);
        io.exitCode = taken.exitCode;
        return;
      }
      await ensureWebAppBuilt(io, process.env);
      const env = { ...process.env };
      if ('dataDir' in database) {
        await privateDataFolder(database.dataDir);
        // Without a configured secret a PGlite site keeps its own, so a restart does not sign everyone out.
        env.RAFDESK_TOKEN_SECRET ??= await persistedTokenSecret(database.dataDir);
      }
      let portal;
      try {
        portal = await composePortal({
          database, port: options.data.port, demo, standardContent: true, keepStatistics: true, computeMissingGaps: true, resumeRadvBuilds: true, resumeFigureRecomputes: true, sweepOrphanedUploads: true, env,
          // On a server database the site's processes share one job queue; PGlite's single process builds in process.
          jobQueue: 'url' in database ? { url: database.url, databaseSchema: database.schema ?? null } : null,
          readReplica: readUrl !== null && 'url' in database ? { url: readUrl, schema: database.schema ?? null } : null,
          security: { trustProxy: trustProxyOf(options.data.trustProxy) }, logger: { level: options.data.logLevel ?? 'info' },
        });
      } catch (error) {
        const failure = portalFailureOf(error);
        if (failure === null) throw error;
        io.stderr.write(`${describePortalFailure(failure)}\n`);
        io.exitCode = portalFailureExitCode(failure);
        return;
      }
      if (demo && portal.demo?.seeded) {
        io.stderr.write(demo.generated
          ? `Demo practice seeded. Users admin, superuser, staff, training, insurance, doctor, doctor2; password (shown once): ${demo.password}\n`
          : 'Demo practice seeded. Users admin, superuser, staff, training, insurance, doctor, doctor2; password from RAFDESK_DEMO_PASSWORD.\n');
      }
      if ('dataDir' in database) await removeWorldWritable(database.dataDir);
      let address: string;
      try {
        address = await portal.app.listen({ port: options.data.port, host: options.data.host });
      } catch (error) {
        const failure = listenFailure(error, options.data.host, options.data.port);
        // The database is closed again (a PGlite data folder is released) before the command ends.
        await portal.close();
        if (failure === null) throw error;
        io.stderr.write(`${failure.message}\n`);
        io.exitCode = failure.exitCode;
        return;
      }
      io.stderr.write(`RAFdesk is serving at ${address} (${portal.database.engine})\n`);
      if (options.data.json) {
        const seeded = demo && portal.demo?.seeded ? { seeded: true, password: demo.generated ? demo.password : null } : { seeded: false };
        io.stdout.write(`${JSON.stringify({ url: address, engine: portal.database.engine, demo: seeded })}\n`);
      }
      const signal = await stopSignal();
      // Hub clients get a Close that lets them reconnect (to another process, or to this one once restarted) and catch up.
      io.stderr.write(`${signal}: stopping\n`);
      await portal.close();
      io.stderr.write('stopped\n');
    });
}
