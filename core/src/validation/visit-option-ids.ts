import { err, ok, type Result } from 'neverthrow';
import { validationMessages } from './messages.js';

const LEADING_NUMBER = /^(\d+)(?:[_ ]|$)/;

export interface NotAVisitOption {
  kind: 'NotAVisitOption';
  item: string;
  message: string;
}

/**
 * The visit option ids of a note from the questionnaire's selected items ("12_Cough", "7 Fever"):
 * the leading number before an underscore or a space; numeric, unique and ascending.
 */
export function visitOptionIdsFromSelection(items: readonly string[]): Result<number[], NotAVisitOption> {
  const ids = new Set<number>();
  for (const item of items) {
    const match = LEADING_NUMBER.exec(item.trim());
    const id = match ? Number(match[1]) : Number.NaN;
    if (!Number.isSafeInteger(id) || id <= 0) return err({ kind: 'NotAVisitOption', item, message: validationMessages.visitOption(item) });
    ids.add(id);
  }
  return ok([...ids].sort((a, b) => a - b));
}
