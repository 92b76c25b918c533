import { err, ok, type Result } from 'neverthrow';
import { normaliseCode } from '../../raf/engine/code-key.js';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import type { UnknownDiagnostic } from './record-errors.js';

/** One code as stored (upper case, no dot), or `UnknownDiagnostic` when it is not shaped like a code. */
export function storedCode(code: string): Result<string, UnknownDiagnostic> {
  const normal = normaliseCode(code);
  return normal === null ? err({ kind: 'UnknownDiagnostic', code: code.trim() }) : ok(normal);
}

/** Splits normalised codes into those the catalogue holds as active, and the others (unknown or canceled), both in input order. */
export function partitionByCatalogue(codes: readonly string[], entries: readonly CatalogueEntry[]): { known: string[]; unknown: string[] } {
  const active = new Set(entries.filter((entry) => entry.active).map((entry) => entry.code));
  return { known: codes.filter((code) => active.has(code)), unknown: codes.filter((code) => !active.has(code)) };
}
