import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer.js';
import { KEPT_PER_KIND, KeptBytes } from './kept-bytes.js';

interface Entry {
  readonly name: string;
  readonly factor: number;
}

const written = (w: ByteWriter) => new TextDecoder().decode(w.take());

describe('KeptBytes', () => {
  it('copies the kept bytes of the same entry, and writes anew an entry that differs under the same key', () => {
    let writes = 0;
    const kept = new KeptBytes<Entry>((a, b) => a.name === b.name && a.factor === b.factor, (w, e) => {
      writes++;
      w.jsonString(e.name).ascii(`:${e.factor};`);
    });
    const w = new ByteWriter(8);
    kept.put(w, 'k', { name: 'HCC38', factor: 0.166 });
    kept.put(w, 'k', { name: 'HCC38', factor: 0.166 });
    kept.put(w, 'k', { name: 'HCC38', factor: 0.2 });
    kept.put(w, 'k', { name: 'HCC37', factor: 0.2 });
    expect(written(w)).toBe('"HCC38":0.166;"HCC38":0.166;"HCC38":0.2;"HCC37":0.2;');
    expect(writes).toBe(3);
  });

  it('stops keeping new keys at its bound and still writes every entry', () => {
    let writes = 0;
    const kept = new KeptBytes<number>((a, b) => a === b, (w, n) => {
      writes++;
      w.ascii(`${n},`);
    });
    const w = new ByteWriter(1 << 16);
    for (let n = 0; n < KEPT_PER_KIND + 5; n++) kept.put(w, n, n);
    w.take();
    writes = 0;
    for (let n = KEPT_PER_KIND - 2; n < KEPT_PER_KIND + 2; n++) kept.put(w, n, n);
    expect(written(w)).toBe(`${KEPT_PER_KIND - 2},${KEPT_PER_KIND - 1},${KEPT_PER_KIND},${KEPT_PER_KIND + 1},`);
    expect(writes).toBe(2);
  });
});
