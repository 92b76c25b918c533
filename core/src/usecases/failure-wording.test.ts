import { describe, expect, it } from 'vitest';
import { conflict } from '../ports/repositories/storage-error.js';
import { wordFailure } from './failure-wording.js';

describe('wordFailure', () => {
  it('gives a clash the article of its word: an insurance, a patient', () => {
    expect(wordFailure(conflict('insurance', 'name')).lines).toEqual(['An insurance with this name already exists']);
    expect(wordFailure(conflict('patient', 'documentId')).lines).toEqual(['A patient with this documentId already exists']);
  });
});
