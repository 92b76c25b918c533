import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read.js';

describe('SharedRead', () => {
  it('shares one read among concurrent callers and keeps no rejected read', async () => {
    const shared = new SharedRead<string>(60_000);
    let calls = 0;
    const read = async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return `version ${calls}`;
    };
    const first = await Promise.allSettled([shared.read(read), shared.read(read)]);
    expect(first.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await Promise.all([shared.read(read), shared.read(read)])).toEqual(['version 2', 'version 2']);
    expect(calls).toBe(2);
  });
});
