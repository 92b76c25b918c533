/**
 * Splits pasted text into code tokens: newlines, commas, semicolons, tabs and blanks all separate; empty
 * tokens go. The tokens are returned as typed (normalise them with `normaliseCode`).
 */
export function parseCodeList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((token) => token !== '');
}
