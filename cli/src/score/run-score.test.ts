import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OutputSink } from './output-sink.js';
import { runScore } from './run-score.js';
import { NO_SUPPLEMENTAL } from './score-settings.js';

/** An output that takes its time over each chunk (as a slow disk or pipe would) and notes any chunk changed before it was done. */
function slowOutput() {
  const chunks: Buffer[] = [];
  let changedBeforeWritten = 0;
  const output = new Writable({
    highWaterMark: 1 << 30,
    write(chunk: Buffer, _encoding, done) {
      const given = Buffer.from(chunk);
      setTimeout(() => {
        if (!given.equals(chunk)) changedBeforeWritten++;
        chunks.push(given);
        done();
      }, 30);
    },
  });
  return { output, text: () => Buffer.concat(chunks).toString('utf8'), changed: () => changedBeforeWritten };
}

// The input as a stream delivers it, in pieces: each batch is cut from them.
async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function score(outputCopies: boolean, lines: string) {
  const slow = slowOutput();
  await runScore(
    { model: undefined, year: 2027, asOf: undefined, explain: true, codeEditor: 'apply', supplemental: NO_SUPPLEMENTAL },
    { input: pieces(new TextEncoder().encode(lines), 1 << 13), totalBytes: null, output: new OutputSink(slow.output), outputCopies, progress: new Writable({ write: (_c, _e, done) => done() }), workers: 0, batchBytes: 1 << 14, inputFormat: null, outputFormat: null },
  );
  await new Promise<void>((resolve) => slow.output.end(resolve));
  return slow;
}

describe('runScore output buffers', () => {
  it('uses a batch\'s buffer again only after the output has written it', async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => `${JSON.stringify({ id: i, age: 60 + (i % 40), sex: i % 2 ? 'F' : 'M', diagnoses: ['E1122', 'I110', 'N184', 'J449'].slice(i % 4) })}\n`).join('');
    const reused = await score(true, lines);
    const fresh = await score(false, lines);
    expect(reused.changed()).toBe(0);
    expect(fresh.changed()).toBe(0);
    expect(reused.text().split('\n').length).toBe(2_002);
    expect(reused.text()).toBe(fresh.text());
  });
});
