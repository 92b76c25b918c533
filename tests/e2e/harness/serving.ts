import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Waits until the server answers /config.json, failing early when the process exits. */
export async function waitUntilServing(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`rafdesk serve exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`rafdesk serve did not answer within 60 s:\n${output()}`);
}
