import { err, ok, type Result } from 'neverthrow';
import type { RulesFileInvalid } from '../gaps/suspect-rules.js';
import rulesFile from './rules/high-risk-rules.v1.json' with { type: 'json' };
import { HighRiskRulesFileSchema, type HighRiskRulesFile } from './high-risk-rule.js';

/** Validates a high-risk rules file (the shipped one, or one an administrator tries); each problem names its path. */
export function loadHighRiskRules(json: unknown): Result<HighRiskRulesFile, RulesFileInvalid> {
  const parsed = HighRiskRulesFileSchema.safeParse(json);
  if (!parsed.success) return err({ kind: 'RulesFileInvalid', problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  const ids = parsed.data.rules.map((rule) => rule.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) return err({ kind: 'RulesFileInvalid', problems: repeated.map((id) => `rules: the id ${id} is used twice`) });
  return ok(parsed.data);
}

let shipped: HighRiskRulesFile | null = null;

/** The shipped rules (high-risk-rules.v1.json), validated once on first use; a broken shipped file is a bug and throws. */
export function highRiskRules(): HighRiskRulesFile {
  if (shipped === null) {
    const loaded = loadHighRiskRules(rulesFile);
    if (loaded.isErr()) throw new Error(`high-risk-rules.v1.json is invalid: ${loaded.error.problems.join('; ')}`);
    shipped = loaded.value;
  }
  return shipped;
}
