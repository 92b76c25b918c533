import { parentPort } from 'node:worker_threads';
import { readWorkbook } from './workbook-reader.js';
import type { WorkbookRequest } from './workbook-limits.js';

// A worker thread that reads uploaded workbooks one at a time: bytes and their kind's limits in (copied), rows or a
// refusal out. It loads exceljs and nothing of core, so its own heap limit is spent on the workbook.
parentPort?.on('message', ({ bytes, limits }: WorkbookRequest) => {
  void readWorkbook(bytes, limits).then((answer) => parentPort?.postMessage(answer));
});
