import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { csvHeader } from '../format/score-record.js';
import { csvHasRx, explainHeader } from './line-scorer.js';
import type { LineBatch } from './line-batches.js';
import { openInput } from './open-input.js';
import type { OutputSink } from './output-sink.js';
import { progressOn } from './progress.js';
import { giveBackBuffer } from '../format/spare-buffers.js';
import { createBatchScoring, type BatchScoring } from './score-bytes.js';
import { highRiskScreenFor } from './high-risk-screen-loader.js';
import type { BatchResult } from './score-lines.js';
import type { ScoreSettings } from './score-settings.js';
import { startWorkerPool } from './worker-pool.js';
import { csvHeaderOf, detectDelimiter, type CsvDelimiter } from './csv-row.js';

/** Where `rafdesk score` reads and writes, and how much parallelism it may use. */
export interface ScoreRun {
  /** A file path (a regular file is read in batches with no copying) or a stream such as standard input. */
  readonly input: string | AsyncIterable<Uint8Array | string>;
  readonly totalBytes: number | null;
  readonly output: OutputSink;
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

/** Input `rafdesk score` cannot read on (a CSV header line too long, a JSON array cut short): one message, exit 1. */
export class UnreadableInput extends Error {}

/** Reads the first line of the first batch: the CSV header with the batch that follows it. */
function csvStart(first: LineBatch): { header: string[]; delimiter: CsvDelimiter; rest: LineBatch } {
  if (first.longLine !== undefined) throw new UnreadableInput(`input: the CSV header line is ${first.longLine.toLocaleString('en-US')} bytes long, longer than a line may be`);
  const text = Buffer.from(first.bytes).toString('utf8');
  const end = text.indexOf('\n');
  const headerLine = (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '').replace(/^\uFEFF/, '');
  const bytes = end < 0 ? new Uint8Array(0) : new Uint8Array(Buffer.from(text.slice(end + 1)));
  const delimiter = detectDelimiter(headerLine);
  return { header: csvHeaderOf(headerLine, delimiter), delimiter, rest: { bytes, firstLine: first.firstLine + 1, lineCount: Math.max(0, first.lineCount - 1) } };
}

const scoreBatch = (scoring: BatchScoring, batch: LineBatch): BatchResult =>
  batch.longLine === undefined ? scoring.score(batch.bytes, batch.firstLine) : scoring.longLine(batch.bytes, batch.longLine, batch.firstLine);

/**
 * Streams `rafdesk score`: input batches go to worker threads (or this thread for small inputs), results
 * are written in input order, and at most two batches per worker are in flight, so memory stays flat for
 * any input size. Resolves to the number of lines read and of error records written.
 */
export async function runScore(base: Omit<ScoreSettings, 'inputFormat' | 'outputFormat' | 'csvHeader'>, run: ScoreRun): Promise<{ lines: number; failures: number }> {
  const opened = await openInput(run.input, run.batchBytes, run.inputFormat === 'csv');
  // Empty or only white space: nothing to score, and nothing is written (no header either).
  if (opened === null) return { lines: 0, failures: 0 };
  const batches = opened.batches;
  try {
    const scored = await scoreBatches(base, run, batches, run.inputFormat ?? (opened.array || opened.jsonFirst ? 'jsonl' : 'csv'));
    if (opened.problem.message !== null) throw new UnreadableInput(opened.problem.message);
    return scored;
  } finally {
    // Stops reading (closing the file or standard input) when the run ends early: the output failed, or a bug.
    await batches.return(undefined);
  }
}

async function scoreBatches(
  base: Omit<ScoreSettings, 'inputFormat' | 'outputFormat' | 'csvHeader'>, run: ScoreRun, batches: AsyncGenerator<LineBatch>, format: 'jsonl' | 'csv',
): Promise<{ lines: number; failures: number }> {
  const firstStep = await batches.next();
  if (firstStep.done) return { lines: 0, failures: 0 };
  const csv = format === 'csv' ? csvStart(firstStep.value) : null;
  const rest = csv?.rest ?? firstStep.value;
  const settings: ScoreSettings = { ...base, inputFormat: format, outputFormat: run.outputFormat ?? format, csvHeader: csv?.header ?? null, csvDelimiter: csv?.delimiter ?? ',' };
  const output = run.output;
  const write = (data: string | Uint8Array, giveBack: boolean) => output.write(data, giveBack && typeof data !== 'string' ? () => giveBackBuffer(data) : undefined);
  if (settings.outputFormat === 'csv') await write(`${csvHeader(settings.explain, csvHasRx(settings))}\n`, false);
  else if (settings.explain) await write(explainHeader(settings), false);
  const progress = progressOn(run.progress, run.totalBytes);
  const secondStep = await batches.next();
  const parallel = run.workers > 0 && !secondStep.done && existsSync(fileURLToPath(WORKER_SCRIPT));
  let lines = 0;
  let failures = 0;
  const account = async (result: BatchResult, bytes: number) => {
    lines += result.lines;
    failures += result.failures;
    progress.advance(result.lines, bytes);
    await write(result.bytes, run.outputCopies);
  };
  const pending = [rest, ...(secondStep.done ? [] : [secondStep.value])];
  const next = async () => pending.shift() ?? (await batches.next()).value ?? undefined;
  const sizeOf = (batch: LineBatch) => batch.longLine ?? batch.bytes.length;
  if (!parallel) {
    const scoring = createBatchScoring(settings, await highRiskScreenFor(settings));
    // The next batch is read while this one is scored and written: waiting for each read in turn left this thread
    // idle a fifth of a run.
    let ahead = next();
    for (let batch = await ahead; batch; batch = await ahead) {
      ahead = next();
      // Awaited at the next turn; a read that fails while the run stops early (the output failed) is not left unhandled.
      ahead.catch(() => undefined);
      await account(scoreBatch(scoring, batch), sizeOf(batch));
    }
  } else {
    const pool = startWorkerPool(WORKER_SCRIPT, run.workers, settings);
    // This thread scores one batch in every (workers + 1) too: it is otherwise idle between reads and writes,
    // and one thread fewer to start and feed costs less CPU than another worker. It also writes the error record of
    // a line too long to score, from the few bytes kept of it.
    const own = createBatchScoring(settings, await highRiskScreenFor(settings));
    const share = run.workers + 1;
    const inFlight: { result: Promise<BatchResult>; bytes: number }[] = [];
    try {
      let sequence = 0;
      for (let batch = await next(); batch; batch = await next()) {
        const mine = batch.longLine !== undefined || sequence++ % share === run.workers;
        inFlight.push({ result: mine ? Promise.resolve(scoreBatch(own, batch)) : pool.submit(batch), bytes: sizeOf(batch) });
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
