import { HISTORY_BODY_LIMIT, importGapHistory, importGapHistoryEndpoint, type AppPorts } from '@rafdesk/core';
import { ResultAsync } from 'neverthrow';
import { readHistoryFile } from '../clinical-api/history-file.js';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';

/** Gaps/ImportHistory: the file is read by the roster's safe reader (400, 429 while the readers are busy) before the import. */
export function gapHistoryRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(importGapHistoryEndpoint, (user, upload) => new ResultAsync(readHistoryFile(upload.fileName, Buffer.from(upload.contentBase64, 'base64')))
      .andThen((rows) => importGapHistory(ports, user, { fileName: upload.fileName, rows, doctorId: upload.doctorId })),
    { bodyLimitBytes: HISTORY_BODY_LIMIT + 64 * 1024 }),
  ];
}
