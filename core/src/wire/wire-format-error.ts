import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';

/** A wire body that does not have the shape the API promises; each issue reads "path: reason". */
export interface WireFormatError {
  kind: 'WireFormatError';
  entity: string;
  issues: string[];
}

/** Parses wire JSON with `schema` and maps it to the internal shape; never throws. */
export function parseWire<S extends z.ZodType, T>(entity: string, schema: S, input: unknown, map: (wire: z.output<S>) => T): Result<T, WireFormatError> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
    return err({ kind: 'WireFormatError', entity, issues });
  }
  return ok(map(parsed.data));
}
