import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { WorkbookAnswer, WorkbookLimits, WorkbookRequest } from './workbook-limits.js';

/** How many workbooks are read at once and how long, how many may wait, and each reading thread's memory. */
export interface WorkbookParserOptions {
  readonly limits: WorkbookLimits;
  readonly threads: number;
  readonly waiting: number;
  readonly seconds: number;
  readonly heapMb: number;
}

/** A workbook's rows or refusal, or why it was not read: too slow, out of its thread's memory, too many waiting, the thread died. */
export type ParseOutcome = WorkbookAnswer | { readonly failure: 'tooSlow' | 'outOfMemory' | 'busy' | 'crashed' };

/** Reads workbooks in worker threads; a thread that dies or overruns is replaced, and the server never shares its fate. */
export interface WorkbookParser {
  readonly options: WorkbookParserOptions;
  /** Reads with `limits` when given (another kind of file's bounds), else the parser's own; the threads are shared. */
  parse(bytes: Uint8Array, limits?: WorkbookLimits): Promise<ParseOutcome>;
  /** Ends the idle threads (they never keep the process alive). */
  close(): Promise<void>;
}

// The build runs the compiled worker beside this file. Tests run the TypeScript sources, which a Node 20 worker cannot
// load (`--import` hooks do not reach workers), so there the worker registers tsx before importing its source.
function startWorker(resourceLimits: ResourceLimits): Worker {
  const options = { resourceLimits, execArgv: [] };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./roster-worker.js', import.meta.url), options);
  const source = new URL('./roster-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { ...options, eval: true });
}

/** Starts no thread until the first workbook; then keeps up to `threads` of them, each reading one workbook at a time. */
export function createWorkbookParser(options: WorkbookParserOptions): WorkbookParser {
  const idle: Worker[] = [];
  const queue: (() => void)[] = [];
  let running = 0;
  const resourceLimits = { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 };

  const fresh = () => {
    const worker = startWorker(resourceLimits);
    // A worker's failure is reported to the parse it runs; one that ends while idle is forgotten.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  const run = (worker: Worker, request: WorkbookRequest) => new Promise<ParseOutcome>((resolve) => {
    const finish = (outcome: ParseOutcome, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (keep) {
        worker.unref();
        idle.push(worker);
      } else void worker.terminate();
      resolve(outcome);
    };
    const onMessage = (answer: WorkbookAnswer) => finish(answer, true);
    const onError = (error: Error & { code?: string }) => finish({ failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'crashed' }, false);
    const onExit = () => finish({ failure: 'crashed' }, false);
    const timer = setTimeout(() => finish({ failure: 'tooSlow' }, false), options.seconds * 1000);
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    worker.ref();
    // Copied, not moved: a small Buffer shares its memory with others.
    worker.postMessage(request);
  });

  return {
    options,
    async parse(bytes, limits = options.limits) {
      if (running < options.threads) running += 1;
      else if (queue.length >= options.waiting) return { failure: 'busy' };
      else await new Promise<void>((turn) => queue.push(turn));
      try {
        const kept = idle.pop();
        const outcome = await run(kept ?? fresh(), { bytes, limits });
        // A new thread that died before it answered may have failed to start, not on the workbook: one more new thread
        // reads it (a workbook that kills threads is then refused after two, as before after one).
        if (kept === undefined && 'failure' in outcome && outcome.failure === 'crashed') return await run(fresh(), { bytes, limits });
        return outcome;
      } finally {
        release();
      }
    },
    async close() {
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}
