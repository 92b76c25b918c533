// Fakes for testing routes mounted on the HTTP server: import from here in `*.test.ts` files only.
export { CapturedLog } from './captured-log.js';
export { InMemoryAuditSink } from './in-memory-audit-sink.js';
export { InMemorySessions } from './in-memory-sessions.js';
export { aUser, buildTestServer, FIXED_NOW, type PermissionTable, type TestServer } from './test-server.js';
export { emptyRowsWorkbook, nestedXmlWorkbook, zipBombWorkbook } from './zip-bomb.js';
