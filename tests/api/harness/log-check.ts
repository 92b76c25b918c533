import { afterAll, expect } from 'vitest';
import { STRAY_CHANGE } from '@rafdesk/adapters/http-server';
import { CANARY } from './canary.js';
import { capturedLog } from './captured-log.js';
import { issuedTokens } from './client.js';
import { DEMO_PASSWORD } from './portal-harness.js';

/**
 * After the file's tests: no log line holds the canary patient's data, a bearer token, the demo password or an
 * Authorization header, and no audited change was written outside the transaction that carries its audit line.
 * Call once per test file.
 */
export function checkLogsAfterAll(extraSecrets: () => readonly string[] = () => []): void {
  afterAll(() => {
    const secrets = [...Object.values(CANARY), DEMO_PASSWORD, ...issuedTokens, ...extraSecrets(), 'Bearer '];
    const leaks = capturedLog.lines.flatMap((line) => secrets.filter((secret) => line.toLowerCase().includes(secret.toLowerCase())).map((secret) => ({ secret: secret.slice(0, 12), line: line.slice(0, 200) })));
    expect(capturedLog.lines.length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    // Every audited change commits with its audit line, in one transaction.
    expect(capturedLog.lines.filter((line) => line.includes(STRAY_CHANGE)).map((line) => line.slice(0, 200))).toEqual([]);
  });
}
