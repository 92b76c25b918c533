import { Worker } from 'node:worker_threads';
import type { LineBatch } from './line-batches.js';
import type { BatchResult } from './score-lines.js';
import type { ScoreSettings } from './score-settings.js';

/** Worker threads that score batches; answers come back by sequence number. */
export interface WorkerPool {
  submit(batch: LineBatch): Promise<BatchResult>;
  close(): Promise<void>;
}

/** Starts `size` workers running `script` with the score settings. */
export function startWorkerPool(script: URL, size: number, settings: ScoreSettings): WorkerPool {
  const waiting = new Map<number, { resolve: (result: BatchResult) => void; reject: (error: Error) => void }>();
  const load = new Array<number>(size).fill(0);
  const workers = Array.from({ length: size }, (_, index) => {
    // A small heap is enough for a batch at a time and keeps the whole run's memory flat and low.
    const worker = new Worker(script, { workerData: settings, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 } });
    worker.on('message', (message: BatchResult & { seq: number }) => {
      load[index] = (load[index] ?? 1) - 1;
      waiting.get(message.seq)?.resolve(message);
      waiting.delete(message.seq);
    });
    worker.on('error', (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    });
    return worker;
  });
  let seq = 0;
  return {
    submit(batch) {
      const index = load.indexOf(Math.min(...load));
      load[index] = (load[index] ?? 0) + 1;
      const id = seq++;
      const result = new Promise<BatchResult>((resolve, reject) => waiting.set(id, { resolve, reject }));
      workers[index]?.postMessage({ seq: id, firstLine: batch.firstLine, bytes: batch.bytes }, [batch.bytes.buffer as ArrayBuffer]);
      return result;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
