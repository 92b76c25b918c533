import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkBillingJustified } from '../../compliance/high-risk-justification.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { RecordId } from '../../domain/ids.js';
import { normaliseCode } from '../../raf/engine/code-key.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { recordFlags } from './record-compliance.js';
import { recordComplianceFacts } from './record-compliance-facts.js';

const keyOf = (code: string) => normaliseCode(code) ?? code.trim().toUpperCase();

/**
 * The billing rule in a billing change's transaction: of `codes`, those flagged high-risk on the record without a
 * recorded justification. Empty when every one may be billed.
 */
export function unjustifiedCodes(repositories: Repositories, recordId: RecordId, codes: readonly string[]): ResultAsync<{ codes: string[]; messages: string[] }, NotFound | StorageError> {
  const billed = new Set(codes.map(keyOf));
  return repositories.settings.get().andThen((settings) => loadRafEngine().andThen((engine) => recordComplianceFacts(repositories, recordId).map((facts) => {
    const flags = recordFlags(engine, facts, settings.rafFactors).filter((flag) => billed.has(keyOf(flag.code)));
    return checkBillingJustified(flags, facts.justifications).match(
      () => ({ codes: [], messages: [] }),
      (refusal) => ({ codes: [...new Set(refusal.flags.map((flag) => keyOf(flag.code)))], messages: [...refusal.messages] }),
    );
  })));
}

/** Refuses billing a flagged code without a justification, naming the field and each code with what to do. */
export function guardHighRiskBilling(repositories: Repositories, recordId: RecordId, codes: readonly string[]): ResultAsync<void, ValidationFailed | NotFound | StorageError> {
  return unjustifiedCodes(repositories, recordId, codes).andThen((open) => (open.messages.length === 0 ? okAsync(undefined)
    : errAsync(validationFailed(open.messages.map((message) => ({ field: 'diagnosticID', message }))))));
}
