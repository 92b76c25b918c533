import { parentPort, workerData } from 'node:worker_threads';
import { createLineScorer } from './line-scorer.js';
import { scoreLines } from './score-lines.js';
import type { ScoreSettings } from './score-settings.js';

// A worker thread of `rafdesk score`: receives batches of whole lines as UTF-8 bytes, answers with the
// formatted output of each batch, tagged with its sequence number.
const scorer = createLineScorer(workerData as ScoreSettings);
const decoder = new TextDecoder();

parentPort?.on('message', (message: { seq: number; firstLine: number; bytes: Uint8Array }) => {
  const result = scoreLines(scorer, decoder.decode(message.bytes), message.firstLine);
  parentPort?.postMessage({ seq: message.seq, ...result }, [result.bytes.buffer as ArrayBuffer]);
});
