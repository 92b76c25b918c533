import { randomBytes } from 'node:crypto';
import { Option, type Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../cli-io.js';
import { composePortal, portalFailureOf } from '../composition-root.js';
import { describePortalFailure, databaseOf } from './database-option.js';

const ServeOptionsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535),
  host: z.string().min(1),
  data: z.string().min(1),
  demo: z.boolean().default(false),
});

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
      let portal;
      try {
        portal = await composePortal({ database, port: options.data.port, demo, standardContent: true });
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
      const address = await portal.app.listen({ port: options.data.port, host: options.data.host });
      io.stderr.write(`RAFdesk is serving at ${address} (${portal.database.engine})\n`);
      const signal = await stopSignal();
      // Hub clients get a Close that lets them reconnect (to another process, or to this one once restarted) and catch up.
      io.stderr.write(`${signal}: stopping\n`);
      await portal.close();
      io.stderr.write('stopped\n');
    });
}
