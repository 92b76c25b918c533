import { normaliseCode } from '../raf/engine/code-key.js';

/** Pasted or sent codes in the project's normal form, each once, and the tokens that are not shaped like a code. */
export interface CodeList {
  /** Upper case, no dot, in the order first given. */
  readonly codes: readonly string[];
  /** Tokens as given that are not ICD-10-CM shaped (a letter, a digit, then 1–5 letters or digits). */
  readonly invalid: readonly string[];
}

/** Normalises tokens (case, dots, blanks), drops repeats and sets aside what cannot be a code; never throws. */
export function readCodeList(tokens: readonly string[]): CodeList {
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const token of tokens) {
    const trimmed = token.trim();
    if (trimmed === '') continue;
    const code = normaliseCode(trimmed);
    if (code === null) {
      if (!invalid.includes(trimmed)) invalid.push(trimmed);
    } else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, invalid };
}

/** A stored code as ICD-10-CM writes it, with the dot after the category: E1165 → E11.65, I10 → I10. */
export function dottedCode(code: string): string {
  return code.length > 3 && !code.includes('.') ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
}
