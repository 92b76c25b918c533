import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { IsoDateSchema, TimestampSchema } from '../domain/calendar-date.js';
import { ProgressNoteIdSchema, UserIdSchema } from '../domain/ids.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { occurrenceKey } from './compliance-diagnosis.js';
import type { HighRiskFlag } from './screen-high-risk.js';

/** The fewest characters a justification's reason takes: a reason has to say something a reviewer can check. */
export const JUSTIFICATION_MIN_CHARACTERS = 20;
export const JUSTIFICATION_MAX_CHARACTERS = 1000;

/**
 * Why a flagged code is billed anyway: who decided, why, and which signed note documents it. It clears the flag of
 * one rule on one occurrence (code and date of service); kept and audited by the caller, reported per doctor.
 */
export const HighRiskJustificationSchema = z.object({
  ruleId: z.string().min(1),
  code: z.string().min(1).transform((code) => normaliseCode(code) ?? code.trim().toUpperCase()),
  dateOfService: IsoDateSchema,
  by: UserIdSchema,
  reason: z.string().trim()
    .min(JUSTIFICATION_MIN_CHARACTERS, `must say why in at least ${JUSTIFICATION_MIN_CHARACTERS} characters`)
    .max(JUSTIFICATION_MAX_CHARACTERS, `must be at most ${JUSTIFICATION_MAX_CHARACTERS} characters`),
  /** The signed Smart PN whose documentation supports the code. */
  noteId: ProgressNoteIdSchema,
  at: TimestampSchema,
});
export type HighRiskJustification = z.infer<typeof HighRiskJustificationSchema>;
export type HighRiskJustificationInput = z.input<typeof HighRiskJustificationSchema>;

/** The justification that clears `flag`, if one was recorded: same rule, same code and date of service. */
export function justificationFor(flag: HighRiskFlag, justifications: readonly HighRiskJustification[]): HighRiskJustification | null {
  return justifications.find((j) => j.ruleId === flag.ruleId && occurrenceKey(j.code, j.dateOfService) === flag.key) ?? null;
}

/** The flags no justification clears. */
export const unjustifiedFlags = (flags: readonly HighRiskFlag[], justifications: readonly HighRiskJustification[]): HighRiskFlag[] =>
  flags.filter((flag) => justificationFor(flag, justifications) === null);

/** Billing refused: flagged codes without a recorded justification, each with the words that say what to do. */
export interface UnjustifiedHighRiskCodes {
  readonly kind: 'UnjustifiedHighRiskCodes';
  readonly flags: readonly HighRiskFlag[];
  readonly messages: readonly string[];
}

/**
 * The billing rule: a flagged code is billed only with a recorded justification (who, why, which note). `ok` when
 * every flag among `flags` (those of the codes being billed) is cleared; otherwise every unjustified one is named.
 */
export function checkBillingJustified(flags: readonly HighRiskFlag[], justifications: readonly HighRiskJustification[]): Result<void, UnjustifiedHighRiskCodes> {
  const open = unjustifiedFlags(flags, justifications);
  if (open.length === 0) return ok(undefined);
  return err({
    kind: 'UnjustifiedHighRiskCodes',
    flags: open,
    messages: open.map((flag) => `${flag.code} (${flag.dateOfService}) is a high-risk code (${flag.title}): code ${flag.alternative} instead, or record who justifies it, why and which signed note documents it`),
  });
}
