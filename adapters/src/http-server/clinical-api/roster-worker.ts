import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbook } from './workbook-reader.js';
import type { WorkbookLimits } from './workbook-limits.js';

// A worker thread that reads uploaded workbooks one at a time: bytes in (moved, not copied), rows or a refusal out.
// It loads exceljs and nothing of core, so its own heap limit is spent on the workbook.
const limits = workerData as WorkbookLimits;

parentPort?.on('message', (bytes: Uint8Array) => {
  void readWorkbook(bytes, limits).then((answer) => parentPort?.postMessage(answer));
});
