import { describe, it, expect } from 'vitest';
import { ChunkLoadError, CssLoadError, loadChunk } from './lazy-route.js';

describe('loadChunk', () => {
  it('gives the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve('screen'), 50)).resolves.toBe('screen');
  });

  it('fails with a load error when the chunk takes longer than the timeout', async () => {
    const error = await loadChunk(() => new Promise(() => undefined), 20).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('tells a failed script from a failed style sheet', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css')))).rejects.toBeInstanceOf(CssLoadError);
  });
});
