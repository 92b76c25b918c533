import { err, ok, type Result } from 'neverthrow';
import rulesFile from './rules/suspect-rules.v1.json' with { type: 'json' };
import { SuspectRulesFileSchema, type SuspectRulesFile } from './suspect-rule.js';

/** The rules file broke its schema: each issue names the path in the file. */
export interface RulesFileInvalid {
  readonly kind: 'RulesFileInvalid';
  readonly problems: readonly string[];
}

/** Validates a suspect-rules file (the shipped one, or a file an administrator tries). */
export function loadSuspectRules(json: unknown): Result<SuspectRulesFile, RulesFileInvalid> {
  const parsed = SuspectRulesFileSchema.safeParse(json);
  if (!parsed.success) return err({ kind: 'RulesFileInvalid', problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  const ids = parsed.data.rules.map((rule) => rule.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) return err({ kind: 'RulesFileInvalid', problems: repeated.map((id) => `rules: the id ${id} is used twice`) });
  return ok(parsed.data);
}

let shipped: SuspectRulesFile | null = null;

/** The shipped rules (suspect-rules.v1.json), validated once on first use; a broken shipped file is a bug and throws. */
export function suspectRules(): SuspectRulesFile {
  if (shipped === null) {
    const loaded = loadSuspectRules(rulesFile);
    if (loaded.isErr()) throw new Error(`suspect-rules.v1.json is invalid: ${loaded.error.problems.join('; ')}`);
    shipped = loaded.value;
  }
  return shipped;
}
