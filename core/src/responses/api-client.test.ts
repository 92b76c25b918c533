import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { bodyOf, listOf } from './api-client.js';

const readNumber = bodyOf('number', z.number());

describe('listOf', () => {
  it('reads every item of a list', () => {
    expect(listOf(readNumber)([1, 2])._unsafeUnwrap()).toEqual([1, 2]);
  });

  it('refuses a body that is not a list, or a list with a bad item', () => {
    expect(listOf(readNumber)({})._unsafeUnwrapErr().issues).toEqual(['(body): must be a list']);
    expect(listOf(readNumber)([1, 'two'])._unsafeUnwrapErr().kind).toBe('WireFormatError');
  });
});
