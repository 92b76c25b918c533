import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { forgettingAround, SharedRead } from './shared-read.js';

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

  it('forgets before a change and again once it is written, and a failed change leaves the second forget out', async () => {
    const steps: string[] = [];
    const forget = () => steps.push('forget');
    expect((await forgettingAround(forget, () => {
      steps.push('write');
      return okAsync(7);
    }))._unsafeUnwrap()).toBe(7);
    expect(steps).toEqual(['forget', 'write', 'forget']);
    steps.length = 0;
    expect((await forgettingAround(forget, () => {
      steps.push('write');
      return errAsync('refused');
    }))._unsafeUnwrapErr()).toBe('refused');
    expect(steps).toEqual(['forget', 'write']);
  });
});
