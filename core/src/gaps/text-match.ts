/** Text folded for matching: lower case, every run of other characters one blank, blank-padded ("Insulin-glargine" → " insulin glargine "). */
export const foldText = (text: string): string => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

// Words that deny what follows them in the same sentence, or give it to someone else (family history).
const NEGATIONS = new Set(['no', 'not', 'denies', 'denied', 'deny', 'without', 'negative', 'ruled', 'rule', 'never', 'family', 'mother', 'father', 'brother', 'sister']);
const WINDOW = 4;

/**
 * Matches phrases in a patient's texts, folding each text once however many rules read it (a practice's gap run reads
 * the same medication names and notes for every rule).
 */
export class TextMatcher {
  private readonly folded = new Map<string, string>();
  private readonly sentences = new Map<string, readonly (readonly string[])[]>();

  private fold(text: string): string {
    let made = this.folded.get(text);
    if (made === undefined) this.folded.set(text, (made = foldText(text)));
    return made;
  }

  private sentenceWords(text: string): readonly (readonly string[])[] {
    let made = this.sentences.get(text);
    if (made === undefined) {
      made = text.split(/[.;\n!?]+/).map((sentence) => this.fold(sentence.replace(/\br\/o\b/gi, ' rule out ')).trim().split(' '));
      this.sentences.set(text, made);
    }
    return made;
  }

  /** True when `text` holds `phrase` as whole words, in any case and spacing ("CHF," holds "chf"). */
  holds(text: string, phrase: string): boolean {
    return this.fold(text).includes(this.fold(phrase));
  }

  /**
   * True when a sentence of `text` names `phrase` (whole words) without one of the negation words among the few words
   * before it: "denies chest pain, no heart failure" does not name heart failure; "CHF, on furosemide" does.
   */
  affirms(text: string, phrase: string): boolean {
    const wanted = this.fold(phrase).trim().split(' ');
    for (const words of this.sentenceWords(text)) {
      for (let at = 0; at + wanted.length <= words.length; at++) {
        if (!wanted.every((word, offset) => words[at + offset] === word)) continue;
        if (!words.slice(Math.max(0, at - WINDOW), at).some((word) => NEGATIONS.has(word))) return true;
      }
    }
    return false;
  }
}

/** {@link TextMatcher.holds} for one text. */
export const holdsPhrase = (text: string, phrase: string): boolean => new TextMatcher().holds(text, phrase);
/** {@link TextMatcher.affirms} for one text. */
export const affirmsPhrase = (text: string, phrase: string): boolean => new TextMatcher().affirms(text, phrase);
