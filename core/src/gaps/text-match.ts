/** Text folded for matching: lower case, every run of other characters one blank, blank-padded ("Insulin-glargine" → " insulin glargine "). */
export const foldText = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** True when `text` holds `phrase` as whole words, in any case and spacing ("CHF," holds "chf"). */
export const holdsPhrase = (text: string, phrase: string): boolean => foldText(text).includes(foldText(phrase));

// Words that deny what follows them in the same sentence, or give it to someone else (family history).
const NEGATIONS = new Set(['no', 'not', 'denies', 'denied', 'deny', 'without', 'negative', 'ruled', 'rule', 'never', 'family', 'mother', 'father', 'brother', 'sister']);
const WINDOW = 4;

/**
 * True when a sentence of `text` names `phrase` (whole words) without one of the negation words among the few words
 * before it: "denies chest pain, no heart failure" does not name heart failure; "CHF, on furosemide" does.
 */
export function affirmsPhrase(text: string, phrase: string): boolean {
  const wanted = foldText(phrase).trim().split(' ');
  for (const sentence of text.split(/[.;\n!?]+/)) {
    const words = foldText(sentence.replace(/\br\/o\b/gi, ' rule out ')).trim().split(' ');
    for (let at = 0; at + wanted.length <= words.length; at++) {
      if (!wanted.every((word, offset) => words[at + offset] === word)) continue;
      if (!words.slice(Math.max(0, at - WINDOW), at).some((word) => NEGATIONS.has(word))) return true;
    }
  }
  return false;
}
