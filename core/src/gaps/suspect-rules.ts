import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import rulesFile from './rules/suspect-rules.v1.json' with { type: 'json' };
import { SuspectRulesFileSchema, type SuspectRulesFile } from './suspect-rule.js';

/** The rules file broke its schema: each issue names the path in the file. */
export interface RulesFileInvalid {
  readonly kind: 'RulesFileInvalid';
  readonly problems: readonly string[];
}

/**
 * Validates a rules file (any kind held as data: suspect rules, and any other file of rules with ids) against its
 * schema; each problem names its path in the file, and an id used twice is refused.
 */
export function loadRulesFile<S extends z.ZodType<{ readonly rules: readonly { readonly id: string }[] }>>(schema: S, json: unknown): Result<z.infer<S>, RulesFileInvalid> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return err({ kind: 'RulesFileInvalid', problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  const ids = parsed.data.rules.map((rule) => rule.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) return err({ kind: 'RulesFileInvalid', problems: repeated.map((id) => `rules: the id ${id} is used twice`) });
  return ok(parsed.data);
}

/**
 * A shipped rules file, validated once on first use: the function returns it, and a broken shipped file is a bug
 * (the build's tests read every rule), so it throws naming the file and the problems.
 */
export function shippedRulesFile<S extends z.ZodType<{ readonly rules: readonly { readonly id: string }[] }>>(name: string, schema: S, json: unknown): () => z.infer<S> {
  let loaded: z.infer<S> | null = null;
  return () => {
    if (loaded === null) {
      const result = loadRulesFile(schema, json);
      if (result.isErr()) throw new Error(`${name} is invalid: ${result.error.problems.join('; ')}`);
      loaded = result.value;
    }
    return loaded;
  };
}

/** Validates a suspect-rules file (the shipped one, or a file an administrator tries). */
export const loadSuspectRules = (json: unknown): Result<SuspectRulesFile, RulesFileInvalid> => loadRulesFile(SuspectRulesFileSchema, json);

/** The shipped suspect rules (rules/suspect-rules.v1.json), validated once on first use. */
export const suspectRules: () => SuspectRulesFile = shippedRulesFile('suspect-rules.v1.json', SuspectRulesFileSchema, rulesFile);
