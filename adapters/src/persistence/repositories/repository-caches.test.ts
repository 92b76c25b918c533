import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './repository-caches.js';

describe('KeptAnswers', () => {
  it('reads a key once, keeps the most recently used keys up to its capacity, and reads again after a clear', async () => {
    const kept = new KeptAnswers<string>(2);
    const reads: string[] = [];
    const answer = (key: string) => kept.answer(key, async () => {
      reads.push(key);
      return `answer ${key}`;
    });
    expect(await answer('a')).toBe('answer a');
    await answer('b');
    expect(await answer('a')).toBe('answer a');
    await answer('c');
    await answer('a');
    await answer('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
    kept.clear();
    await answer('a');
    expect(reads).toEqual(['a', 'b', 'c', 'b', 'a']);
  });
});
