import { describe, expect, it } from 'vitest';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';

describe('jsonDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(jsonDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDeeperThan(`{"a":"${'['.repeat(500)}"}`, 3)).toBe(false);
    expect(jsonDeeperThan('{"a":"\\"[[[[[[","b":[]}', 2)).toBe(false);
  });

  it('reads 100,000 levels without overflowing the stack', () => {
    expect(jsonDeeperThan('['.repeat(100_000), 64)).toBe(true);
  });

  it('takes the shared bound by default: 64 levels pass, 65 do not', () => {
    expect(jsonDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
  });
});
