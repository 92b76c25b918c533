import { PGLITE_TEMPLATE, type DatabaseLocation, type PortalError } from '../composition-root.js';

/**
 * PostgreSQL when `DATABASE_URL` is set, else PGlite in the data folder; a new folder starts from the build's template,
 * or from `RAFDESK_PGLITE_TEMPLATE` (a file, or `none` to create and load it from scratch).
 */
export function databaseOf(env: Readonly<Record<string, string | undefined>>, dataDir: string): DatabaseLocation {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
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
    case 'FieldKeysInvalid':
      return `error: ${failure.reason}`;
  }
}
