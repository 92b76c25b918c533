import { Option } from 'commander';
import type { CliIo } from '../cli-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { composeServices, portalFailureOf, type DatabaseLocation, type PortalServices } from '../composition-root.js';
import { databaseOf, describePortalFailure, portalFailureExitCode } from './database-option.js';

/** `--data <folder>`: where PGlite keeps its files when `DATABASE_URL` is not set. */
export const dataOption = () => new Option('--data <folder>', 'PGlite data folder, used when DATABASE_URL is not set').default('./data');

/**
 * Runs `open` (composing services or a portal); an expected failure to open is one line on stderr, its exit code
 * (the same for every command: {@link portalFailureExitCode}) and null, anything else is thrown on.
 */
export async function openOrReport<T>(io: CliIo, open: () => Promise<T>): Promise<T | null> {
  try {
    return await open();
  } catch (error) {
    const failure = portalFailureOf(error);
    if (failure === null) throw error;
    io.stderr.write(`${describePortalFailure(failure)}\n`);
    io.exitCode = portalFailureExitCode(failure);
    return null;
  }
}

/**
 * Opens the services on the configured database (`DATABASE_URL`, else PGlite in `dataDir`), runs `work` and closes
 * them again, even when `work` throws. When they cannot be opened {@link openOrReport} tells why and `work` does not run.
 */
export async function withServices(io: CliIo, dataDir: string, work: (services: PortalServices) => Promise<void>): Promise<void> {
  const database = configuredDatabase(io, dataDir);
  if (database === null) return;
  const services = await openOrReport(io, () => composeServices({ database }));
  if (services === null) return;
  try {
    await work(services);
  } finally {
    await services.close();
  }
}

/** The database the environment names, or null once a malformed `DATABASE_URL` is reported (a wrong setting: exit 2). */
export function configuredDatabase(io: CliIo, dataDir: string): DatabaseLocation | null {
  const database = databaseOf(process.env, dataDir);
  if (!('problem' in database)) return database;
  io.stderr.write(`error: ${database.problem}\n`);
  io.exitCode = EXIT_CODES.usage;
  return null;
}
