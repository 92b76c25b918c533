import { describe, expect, it } from 'vitest';
import { conflict } from '../ports/repositories/storage-error.js';
import { wordFailure } from './failure-wording.js';

describe('wordFailure', () => {
  it('gives a clash the article of its word: an insurance, a patient', () => {
    expect(wordFailure(conflict('insurance', 'name')).lines).toEqual(['An insurance with this name already exists']);
    expect(wordFailure(conflict('patient', 'documentId')).lines).toEqual(['A patient with this documentId already exists']);
    expect(wordFailure(conflict('user', 'userName')).lines).toEqual(['A user with this userName already exists']);
    expect(wordFailure(conflict('agreement', 'year')).lines).toEqual(['An agreement with this year already exists']);
  });
});
