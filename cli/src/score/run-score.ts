import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { csvHeader } from '../format/score-record.js';
import { csvHasRx, explainHeader } from './line-scorer.js';
import { fileBatches } from './file-batches.js';
import { lineBatches, type LineBatch } from './line-batches.js';
import { progressOn } from './progress.js';
import { giveBackBuffer } from '../format/spare-buffers.js';
import { createBatchScoring } from './score-bytes.js';
import type { BatchResult } from './score-lines.js';
import type { ScoreSettings } from './score-settings.js';
import { startWorkerPool } from './worker-pool.js';
import { csvHeaderOf, detectDelimiter, type CsvDelimiter } from './csv-row.js';

/** Where `rafdesk score` reads and writes, and how much parallelism it may use. */
export interface ScoreRun {
  /** A file path (read in batches with no copying) or a stream such as standard input. */
  readonly input: string | AsyncIterable<Uint8Array | string>;
  readonly totalBytes: number | null;
  readonly output: NodeJS.WritableStream;
  readonly progress: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** Worker threads for inputs larger than one batch, besides this thread (which scores a share too); 0 scores in this thread alone. */
  readonly workers: number;
  readonly batchBytes: number;
  /**
   * The output copies what it is given before its write callback (a file, the process's standard output), so a batch's
   * buffer can be used again after it; not so for an in-memory stream, which hands on the chunk itself.
   */
  readonly outputCopies: boolean;
  /** The input format when the user named it; otherwise it is read from the first line. */
  readonly inputFormat: 'jsonl' | 'csv' | null;
  readonly outputFormat: 'jsonl' | 'csv' | null;
}

const WORKER_SCRIPT = new URL('./score-worker.js', import.meta.url);

async function write(output: NodeJS.WritableStream, data: string | Uint8Array, giveBack = false): Promise<void> {
  if (data.length === 0) return;
  const written = giveBack && typeof data !== 'string' ? output.write(data, () => giveBackBuffer(data)) : output.write(data);
  if (!written) await once(output, 'drain');
}

/** Reads the first line of the first batch: the input format, and the CSV header with the batch that follows it. */
function openInput(first: LineBatch, forced: 'jsonl' | 'csv' | null): { format: 'jsonl' | 'csv'; header: string[] | null; delimiter: CsvDelimiter; rest: LineBatch } {
  const text = Buffer.from(first.bytes).toString('utf8');
  const format = forced ?? (text.trimStart().startsWith('{') ? 'jsonl' : 'csv');
  if (format === 'jsonl') return { format, header: null, delimiter: ',', rest: first };
  const end = text.indexOf('\n');
  const headerLine = (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '').replace(/^\uFEFF/, '');
  const bytes = end < 0 ? new Uint8Array(0) : new Uint8Array(Buffer.from(text.slice(end + 1)));
  const delimiter = detectDelimiter(headerLine);
  return { format, header: csvHeaderOf(headerLine, delimiter), delimiter, rest: { bytes, firstLine: first.firstLine + 1, lineCount: Math.max(0, first.lineCount - 1) } };
}

/** Input `rafdesk score` cannot read at all (a JSON array that does not parse): one message, exit 1. */
export class UnreadableInput extends Error {}

/** Reads every batch into one text (for inputs that are one document: a JSON array). */
async function restOf(first: LineBatch, batches: AsyncIterator<LineBatch>): Promise<string> {
  const parts = [Buffer.from(first.bytes)];
  for (let step = await batches.next(); !step.done; step = await batches.next()) parts.push(Buffer.from(step.value.bytes));
  return Buffer.concat(parts).toString('utf8');
}

/** A JSON array of beneficiaries as JSON Lines, one element a line; an element that is not an object still gets its line (and its error record). */
function arrayAsLines(text: string): LineBatch {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UnreadableInput(`input: not a valid JSON array (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new UnreadableInput('input: not a valid JSON array');
  const lines = parsed.map((element) => (element === null || typeof element !== 'object' || Array.isArray(element) ? JSON.stringify({ notAnObject: element }) : JSON.stringify(element)));
  return { bytes: new Uint8Array(Buffer.from(lines.map((line) => `${line}\n`).join(''))), firstLine: 1, lineCount: lines.length };
}

/**
 * Streams `rafdesk score`: input batches go to worker threads (or this thread for small inputs), results
 * are written in input order, and at most two batches per worker are in flight, so memory stays flat for
 * any input size. Resolves to the number of lines read and of error records written.
 */
export async function runScore(base: Omit<ScoreSettings, 'inputFormat' | 'outputFormat' | 'csvHeader'>, run: ScoreRun): Promise<{ lines: number; failures: number }> {
  const batches = typeof run.input === 'string' ? fileBatches(run.input, run.batchBytes) : lineBatches(run.input, run.batchBytes);
  const firstStep = await batches.next();
  if (firstStep.done) return { lines: 0, failures: 0 };
  if (run.inputFormat !== 'csv' && Buffer.from(firstStep.value.bytes.subarray(0, 64)).toString('utf8').replace(/^\uFEFF/, '').trimStart().startsWith('[')) {
    const batch = arrayAsLines(await restOf(firstStep.value, batches));
    const settings: ScoreSettings = { ...base, inputFormat: 'jsonl', outputFormat: run.outputFormat ?? 'jsonl', csvHeader: null };
    if (settings.outputFormat === 'csv') await write(run.output, `${csvHeader(settings.explain, csvHasRx(settings))}\n`);
    else if (settings.explain) await write(run.output, explainHeader(settings));
    const result = createBatchScoring(settings).score(batch.bytes, batch.firstLine);
    await write(run.output, result.bytes);
    return { lines: result.lines, failures: result.failures };
  }
  const { format, header, delimiter, rest } = openInput(firstStep.value, run.inputFormat);
  const settings: ScoreSettings = { ...base, inputFormat: format, outputFormat: run.outputFormat ?? format, csvHeader: header, csvDelimiter: delimiter };
  if (settings.outputFormat === 'csv') await write(run.output, `${csvHeader(settings.explain, csvHasRx(settings))}\n`);
  else if (settings.explain) await write(run.output, explainHeader(settings));
  const progress = progressOn(run.progress, run.totalBytes);
  const secondStep = await batches.next();
  const parallel = run.workers > 0 && !secondStep.done && existsSync(fileURLToPath(WORKER_SCRIPT));
  let lines = 0;
  let failures = 0;
  const account = async (result: BatchResult, bytes: number) => {
    lines += result.lines;
    failures += result.failures;
    progress.advance(result.lines, bytes);
    await write(run.output, result.bytes, run.outputCopies);
  };
  const pending = [rest, ...(secondStep.done ? [] : [secondStep.value])];
  if (!parallel) {
    const scoring = createBatchScoring(settings);
    for (let batch = pending.shift(); batch; batch = pending.shift() ?? (await batches.next()).value ?? undefined) {
      await account(scoring.score(batch.bytes, batch.firstLine), batch.bytes.length);
    }
  } else {
    const pool = startWorkerPool(WORKER_SCRIPT, run.workers, settings);
    // This thread scores one batch in every (workers + 1) too: it is otherwise idle between reads and writes,
    // and one thread fewer to start and feed costs less CPU than another worker.
    const own = createBatchScoring(settings);
    const share = run.workers + 1;
    const inFlight: { result: Promise<BatchResult>; bytes: number }[] = [];
    try {
      let sequence = 0;
      for (let batch = pending.shift(); batch; batch = pending.shift() ?? (await batches.next()).value ?? undefined) {
        const bytes = batch.bytes.length;
        inFlight.push({ result: sequence++ % share === run.workers ? Promise.resolve(own.score(batch.bytes, batch.firstLine)) : pool.submit(batch), bytes });
        if (inFlight.length >= 2 * share) {
          const head = inFlight.shift();
          if (head) await account(await head.result, head.bytes);
        }
      }
      for (const head of inFlight) await account(await head.result, head.bytes);
    } finally {
      await pool.close();
    }
  }
  progress.finish();
  return { lines, failures };
}
