import { ResultAsync } from 'neverthrow';
import { serviceUnavailable, type StorageError } from '@rafdesk/core';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
}

/** The SQL state (or the socket error code) of a driver error. */
export function errorCode(error: unknown): string | null {
  const code = (error as DriverError | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The constraint a violation names. */
export function constraintName(error: unknown): string | null {
  const name = (error as DriverError | null)?.constraint;
  return typeof name === 'string' ? name : null;
}

export const isUniqueViolation = (error: unknown): boolean => errorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown): boolean => errorCode(error) === '23503';

/**
 * A driver failure as a value. The reason carries the SQL state and constraint only: driver messages and
 * details can quote the values of a row (a name, a date of birth), which must never reach a log.
 */
export function storageFailure(error: unknown): StorageError {
  const code = errorCode(error) ?? 'unknown';
  const constraint = constraintName(error);
  return serviceUnavailable(`storage ${code}${constraint === null ? '' : ` ${constraint}`}`);
}

/** The SQL state a {@link storageFailure} value names, or null for any other value. */
export function storageStateOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('kind' in value) || value.kind !== 'Unavailable' || !('reason' in value)) return null;
  const match = typeof value.reason === 'string' ? /^storage (\S+)/.exec(value.reason) : null;
  return match?.[1] ?? null;
}

/** Runs a query; a driver exception becomes a {@link StorageError} value here, and only here. */
export function attempt<T>(promise: Promise<T>): ResultAsync<T, StorageError> {
  return ResultAsync.fromPromise(promise, storageFailure);
}

/** Runs a query; driver exceptions that `classify` recognises become its typed error, the rest a {@link StorageError}. */
export function attemptOr<T, E>(promise: Promise<T>, classify: (error: unknown) => E | null): ResultAsync<T, E | StorageError> {
  return ResultAsync.fromPromise(promise, (error) => classify(error) ?? storageFailure(error));
}
