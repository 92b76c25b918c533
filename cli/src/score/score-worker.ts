import { parentPort, workerData } from 'node:worker_threads';
import { installEngineTables } from '../tables-composition-root.js';
import { createBatchScoring } from './score-bytes.js';
import type { ScoreSettings } from './score-settings.js';
import { highRiskScreenFor } from './high-risk-screen-loader.js';

// A worker thread of `rafdesk score`: receives batches of whole lines as UTF-8 bytes (moved, not copied),
// answers with the output bytes of each batch (moved back), tagged with its sequence number.
installEngineTables();
const scoring = createBatchScoring(workerData as ScoreSettings, await highRiskScreenFor(workerData as ScoreSettings));

parentPort?.on('message', (message: { seq: number; firstLine: number; bytes: Uint8Array }) => {
  const result = scoring.score(message.bytes, message.firstLine);
  parentPort?.postMessage({ seq: message.seq, ...result }, [result.bytes.buffer as ArrayBuffer]);
});
