import { describe, expect, it } from 'vitest';
import { giveBackBuffer, spareBuffer, spareCount } from './spare-buffers.js';

describe('spare output buffers', () => {
  it('hands a given-back buffer out again for a request it fits, and a new one otherwise', () => {
    const first = spareBuffer(1 << 20);
    giveBackBuffer(first.subarray(0, 10));
    expect(spareCount()).toBe(1);
    expect(spareBuffer(1 << 21).buffer).not.toBe(first.buffer);
    // Not many times too big: a small writer does not take a batch's buffer.
    expect(spareBuffer(1 << 16).buffer).not.toBe(first.buffer);
    expect(spareBuffer(1 << 20).buffer).toBe(first.buffer);
    expect(spareCount()).toBe(0);
  });

  it('keeps a few buffers, each once, and none that are small', () => {
    const small = spareBuffer(1 << 10);
    giveBackBuffer(small);
    expect(spareCount()).toBe(0);
    const buffers = Array.from({ length: 6 }, () => spareBuffer(1 << 17));
    giveBackBuffer(buffers[0] as Uint8Array);
    giveBackBuffer(buffers[0] as Uint8Array);
    expect(spareCount()).toBe(1);
    for (const buffer of buffers) giveBackBuffer(buffer);
    expect(spareCount()).toBe(4);
    while (spareCount() > 0) spareBuffer(1 << 17);
  });
});
