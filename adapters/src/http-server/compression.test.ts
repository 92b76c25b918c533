import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.js';

// A JSON answer of `rows` list-like rows: 10 rows are about 9 kB, the size of a patient page.
const answer = (rows: number) => JSON.stringify(Array.from({ length: rows }, (_, index) => ({ recordID: index, patientName: `Patient ${index}`, notes: `Reviewed ${'x'.repeat(830)}` })));

describe('API compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/rows/:count', async (request, reply) => reply.type('application/json; charset=utf-8').send(answer(Number((request.params as { count: string }).count))));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([['br', brotliDecompressSync], ['gzip', gunzipSync]] as const)('sends a page-sized answer and one above the one-call limit as %s, byte for byte', async (encoding, decode) => {
    for (const rows of [10, 100]) {
      const reply = await app.inject({ method: 'GET', url: `/rows/${rows}`, headers: { 'accept-encoding': encoding } });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toContain('accept-encoding');
      expect(decode(reply.rawPayload).toString('utf8')).toBe(answer(rows));
      expect(reply.rawPayload.byteLength).toBeLessThan(answer(rows).length / 3);
    }
  });

  it('leaves an answer under 1 kB and a client that accepts no encoding alone', async () => {
    const small = await app.inject({ method: 'GET', url: '/rows/1', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.payload).toBe(answer(1));
    const plain = await app.inject({ method: 'GET', url: '/rows/10', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(answer(10));
  });
});
