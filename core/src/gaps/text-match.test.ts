import { describe, expect, it } from 'vitest';
import { affirmsPhrase, holdsPhrase } from './text-match.js';

describe('text matching', () => {
  it('matches whole words in any case and spacing', () => {
    expect(holdsPhrase('Insulin-glargine 20 units', 'insulin')).toBe(true);
    expect(holdsPhrase('Insulinoma resected', 'insulin')).toBe(false);
  });

  it('takes a phrase as named unless a negation or a relative stands just before it in its sentence', () => {
    expect(affirmsPhrase('CHF, on furosemide', 'chf')).toBe(true);
    expect(affirmsPhrase('Denies chest pain. No heart failure.', 'heart failure')).toBe(false);
    expect(affirmsPhrase('No chest pain. Heart failure stable.', 'heart failure')).toBe(true);
    expect(affirmsPhrase('Father had heart failure', 'heart failure')).toBe(false);
    expect(affirmsPhrase('R/O heart failure', 'heart failure')).toBe(false);
  });
});
