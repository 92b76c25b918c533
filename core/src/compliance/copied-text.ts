import { foldText } from '../gaps/text-match.js';

/** A sentence shorter than this many words ("No known allergies.") is too common to say it was copied. */
export const COPIED_SENTENCE_MIN_WORDS = 6;
/** A note is cloned when copied sentences hold at least this share of its words… */
export const COPIED_SHARE_THRESHOLD = 0.5;
/** …and at least this many words: a two-line note that repeats one sentence is not a clone. */
export const COPIED_MIN_WORDS = 20;

/** Sentences of a text, folded (case, spacing and punctuation aside), with their words. */
export function sentencesOf(text: string): string[][] {
  return text.split(/[.;!?\n]+/).map((sentence) => foldText(sentence).trim()).filter((sentence) => sentence !== '').map((sentence) => sentence.split(' '));
}

const longEnough = (words: readonly string[]) => words.length >= COPIED_SENTENCE_MIN_WORDS;

/** The folded sentences of at least {@link COPIED_SENTENCE_MIN_WORDS} words a set of texts holds. */
export function longSentences(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(sentencesOf).filter(longEnough).map((words) => words.join(' ')));
}

/** How much of `texts` repeats, unchanged, a long sentence of `previous`. */
export interface CopiedText {
  readonly copiedWords: number;
  readonly totalWords: number;
  /** The copied sentences, folded, in the order they stand. */
  readonly sentences: readonly string[];
  /** True when the copy reaches both thresholds: the note is a clone of the previous one. */
  readonly cloned: boolean;
}

/**
 * Measures copy-forward: a sentence of at least {@link COPIED_SENTENCE_MIN_WORDS} words that stands unchanged (after
 * folding) in the previous note counts as copied; the note is cloned when copied sentences hold at least
 * {@link COPIED_SHARE_THRESHOLD} of its words and at least {@link COPIED_MIN_WORDS} words.
 */
export function copiedText(texts: readonly string[], previous: ReadonlySet<string>): CopiedText {
  const sentences = texts.flatMap(sentencesOf);
  const copied = sentences.filter((words) => longEnough(words) && previous.has(words.join(' ')));
  const copiedWords = copied.reduce((sum, words) => sum + words.length, 0);
  const totalWords = sentences.reduce((sum, words) => sum + words.length, 0);
  return {
    copiedWords, totalWords, sentences: copied.map((words) => words.join(' ')),
    cloned: copiedWords >= COPIED_MIN_WORDS && totalWords > 0 && copiedWords / totalWords >= COPIED_SHARE_THRESHOLD,
  };
}
