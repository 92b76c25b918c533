import type { ServiceUnavailable } from '../auth/service-unavailable.js';

/**
 * Storage itself failed (connection lost, server shutting down, a statement refused). Retrying may help.
 * The same value as every other outside service's failure, so each edge maps it once (503).
 * Its `reason` names an SQL state or constraint, never a value: no patient data can leak through it.
 */
export type StorageError = ServiceUnavailable;

/** A write would break a uniqueness rule: the thing already exists. `field` names the rule, never the value. */
export interface Conflict {
  readonly kind: 'Conflict';
  readonly entity: string;
  readonly field: string;
}

/** The row a change names does not exist (or is not reachable through the ids given). */
export interface NotFound {
  readonly kind: 'NotFound';
  readonly entity: string;
}

/** Builds a {@link Conflict}. */
export function conflict(entity: string, field: string): Conflict {
  return { kind: 'Conflict', entity, field };
}

/** Builds a {@link NotFound}. */
export function notFound(entity: string): NotFound {
  return { kind: 'NotFound', entity };
}
