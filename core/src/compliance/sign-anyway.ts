import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { TimestampSchema } from '../domain/calendar-date.js';
import { UserIdSchema } from '../domain/ids.js';
import { JUSTIFICATION_MAX_CHARACTERS, JUSTIFICATION_MIN_CHARACTERS } from './high-risk-justification.js';
import type { IntegrityIssue } from './note-integrity.js';

/** "Sign anyway": who signs a note despite its integrity issues, why, and when; audited by the caller. */
export const SignAnywaySchema = z.object({
  by: UserIdSchema,
  reason: z.string().trim()
    .min(JUSTIFICATION_MIN_CHARACTERS, `must say why in at least ${JUSTIFICATION_MIN_CHARACTERS} characters`)
    .max(JUSTIFICATION_MAX_CHARACTERS, `must be at most ${JUSTIFICATION_MAX_CHARACTERS} characters`),
  at: TimestampSchema,
});
export type SignAnyway = z.infer<typeof SignAnywaySchema>;

/** How a note may be signed: clean, or over its issues with the override that the audit keeps beside them. */
export type SigningDecision =
  | { readonly kind: 'clean' }
  | { readonly kind: 'signed-anyway'; readonly override: SignAnyway; readonly overridden: readonly IntegrityIssue[] };

/** Signing refused: the issues, and whether a "sign anyway" reason would let it through. */
export interface IntegrityRefused {
  readonly kind: 'IntegrityRefused';
  readonly issues: readonly IntegrityIssue[];
  readonly overridable: boolean;
}

/**
 * Decides signing: no issues signs clean; issues sign only with an override, and only when every issue may be
 * overridden (a code without MEAT may not: Submit refuses it whatever the reason).
 */
export function decideSigning(issues: readonly IntegrityIssue[], override: SignAnyway | null): Result<SigningDecision, IntegrityRefused> {
  if (issues.length === 0) return ok({ kind: 'clean' });
  const overridable = issues.every((issue) => issue.overridable);
  if (!overridable || override === null) return err({ kind: 'IntegrityRefused', issues, overridable });
  return ok({ kind: 'signed-anyway', override, overridden: issues });
}
