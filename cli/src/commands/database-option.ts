import { PGLITE_TEMPLATE, type DatabaseLocation, type PortalError } from '../composition-root.js';
import { EXIT_CODES } from '../exit-codes.js';

const URL_FORM = 'postgres://user:password@host:5432/database';

/**
 * Why `DATABASE_URL` is no PostgreSQL connection string, or null: not a URL, another scheme, or a user name or
 * password the driver cannot decode. A mistyped setting, told apart from a server that cannot be reached. Never
 * quotes the value: it may hold a password.
 */
export function databaseUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `DATABASE_URL is not a URL: write it as ${URL_FORM}`;
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return `DATABASE_URL starts with ${parsed.protocol}, not postgres: (${URL_FORM})`;
  try {
    decodeURIComponent(parsed.username);
    decodeURIComponent(parsed.password);
  } catch {
    return 'DATABASE_URL: the user name or password has a % that is not followed by two hex digits (write % as %25)';
  }
  return null;
}

/**
 * PostgreSQL when `DATABASE_URL` is set, else PGlite in the data folder; a new folder starts from the build's template,
 * or from `RAFDESK_PGLITE_TEMPLATE` (a file, or `none` to create and load it from scratch). A malformed `DATABASE_URL`
 * is the reason it cannot be used.
 */
export function databaseOf(env: Readonly<Record<string, string | undefined>>, dataDir: string): DatabaseLocation | { readonly problem: string } {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const problem = databaseUrlProblem(url);
    return problem === null ? { url } : { problem };
  }
  const template = env.RAFDESK_PGLITE_TEMPLATE?.trim();
  return { dataDir, template: template === 'none' ? null : template || PGLITE_TEMPLATE };
}

/** One line for the operator; never a connection string (it may hold a password). */
export function describePortalFailure(failure: PortalError): string {
  switch (failure.kind) {
    case 'DatabaseUnavailable':
      return 'error: the database cannot be reached';
    case 'DataFolderBusy':
      return `error: the data folder ${failure.dataDir} is in use by process ${failure.ownerPid}`;
    case 'MigrationFailed':
      return 'error: the database could not be migrated to the current schema';
    case 'DemoSeedFailed':
      return 'error: the demo practice could not be seeded';
    case 'JobQueueFailed':
      return `error: the job queue could not start in the database: ${failure.reason}`;
    case 'FieldKeysInvalid':
    case 'SettingInvalid':
      return `error: ${failure.reason}`;
  }
}

/**
 * The exit code of a failure to open, the same for every command: try again later (3) when the database is down or
 * its data folder busy, a wrong setting (2) for the field keys, refused (1) when the database refuses the migration.
 */
export function portalFailureExitCode(failure: PortalError): number {
  switch (failure.kind) {
    case 'DatabaseUnavailable':
    case 'DataFolderBusy':
    case 'DemoSeedFailed':
    case 'JobQueueFailed':
      return EXIT_CODES.unavailable;
    case 'FieldKeysInvalid':
    case 'SettingInvalid':
      return EXIT_CODES.usage;
    case 'MigrationFailed':
      return EXIT_CODES.input;
  }
}
