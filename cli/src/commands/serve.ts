import { randomBytes } from 'node:crypto';
import { Option, type Command } from 'commander';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
import type { CliIo } from '../cli-io.js';
import { composePortal, portalFailureOf } from '../composition-root.js';
import { describePortalFailure, databaseOf } from './database-option.js';
import { ensureWebAppBuilt } from './web-app-build.js';
import { MIN_TOKEN_SECRET_BYTES, persistedTokenSecret, privateDataFolder, removeWorldWritable } from './data-folder.js';

const ServeOptionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535),
  host: z.string().min(1),
  data: z.string().min(1),
  demo: z.boolean().default(false),
  trustProxy: z.string().optional(),
  logLevel: z.enum(LOG_LEVELS).optional(),
});

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
    .action(async (raw: Record<string, unknown>, self: Command) => {
      const options = ServeOptionsSchema.safeParse(raw);
      if (!options.success) return self.error(`error: ${options.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('; ')}`, { exitCode: 2 });
      const demo = options.data.demo ? demoPassword(process.env) : null;
      const database = databaseOf(process.env, options.data.data);
      // Several processes share one PostgreSQL: each must accept the tokens, hub tickets and hub connection tokens of the others.
      if ('url' in database && !process.env.RAFDESK_TOKEN_SECRET) {
        io.stderr.write('error: with DATABASE_URL set RAFDESK_TOKEN_SECRET (base64, at least 32 bytes), the same for every rafdesk serve process\n');
        io.exitCode = 2;
        return;
      }
      const secretProblem = tokenSecretProblem(process.env.RAFDESK_TOKEN_SECRET);
      if (secretProblem !== null) {
        io.stderr.write(`${secretProblem}\n`);
        io.exitCode = 2;
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
          database, port: options.data.port, demo, standardContent: true, keepStatistics: true, env,
          security: { trustProxy: trustProxyOf(options.data.trustProxy) }, logger: { level: options.data.logLevel ?? 'info' },
        });
      } catch (error) {
        const failure = portalFailureOf(error);
        if (failure === null) throw error;
        io.stderr.write(`${describePortalFailure(failure)}\n`);
        io.exitCode = 1;
        return;
      }
      if (demo && portal.demo?.seeded) {
        io.stderr.write(demo.generated
          ? `Demo practice seeded. Users admin, superuser, staff, training, insurance, doctor, doctor2; password (shown once): ${demo.password}\n`
          : 'Demo practice seeded. Users admin, superuser, staff, training, insurance, doctor, doctor2; password from RAFDESK_DEMO_PASSWORD.\n');
      }
      if ('dataDir' in database) await removeWorldWritable(database.dataDir);
      const address = await portal.app.listen({ port: options.data.port, host: options.data.host });
      io.stderr.write(`RAFdesk is serving at ${address} (${portal.database.engine})\n`);
      const signal = await stopSignal();
      // Hub clients get a Close that lets them reconnect (to another process, or to this one once restarted) and catch up.
      io.stderr.write(`${signal}: stopping\n`);
      await portal.close();
      io.stderr.write('stopped\n');
    });
}
