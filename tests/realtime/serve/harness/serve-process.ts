import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../e2e/harness/serving.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI_MAIN = fileURLToPath(new URL('../../../../cli/src/main.ts', import.meta.url));

export const DEMO_PASSWORD = 'demo-password-of-the-serve-suite';

/** Settings every server of a test file shares: the token secret (so processes accept each other's tokens), the field key (so they read each other's notes) and the demo password. */
export function sharedEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    RAFDESK_TOKEN_SECRET: randomBytes(32).toString('base64'), RAFDESK_FIELD_KEYS: `test:${randomBytes(32).toString('base64')}`, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD,
    RAFDESK_BUILD_WEB_APP: 'false', ...extra,
  };
}

/** A running `rafdesk serve` child process and every line it wrote to standard output and standard error. */
export interface ServeProcess {
  readonly port: number;
  readonly baseUrl: string;
  readonly hubUrl: string;
  readonly child: ChildProcess;
  /** Lines of standard output (the JSON request log) and standard error (the operator's lines). */
  readonly lines: string[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`; resolves with how it ended. */
  stop(graceMs?: number): Promise<number | string>;
  /** SIGKILL: the process dies on the spot, as in a crash. */
  crash(): Promise<number | string>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `rafdesk serve` (the CLI's sources through tsx, so the suite never runs a stale build) and resolves once
 * `/config.json` answers. PGlite in `dataDir` unless `env.DATABASE_URL` is set. Rejects, with the tail of its output,
 * when the process ends first or does not answer within `timeoutMs`.
 */
export async function startServe(options: { dataDir: string; env: Record<string, string>; port?: number; demo?: boolean; timeoutMs?: number }): Promise<ServeProcess> {
  const port = options.port ?? await freePort();
  const launcher = `const { main } = await import(${JSON.stringify(CLI_MAIN)}); process.exitCode = await main(['node', 'rafdesk', ...process.argv.slice(1)]);`;
  const args = ['serve', '--port', String(port), '--data', options.dataDir, ...(options.demo === false ? [] : ['--demo'])];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', launcher, ...args], {
    cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp', ...options.env },
  });
  running.add(child);
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (pending + chunk.toString()).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line !== ''));
    });
    stream?.on('end', () => {
      if (pending !== '') lines.push(pending);
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  // 'close', not 'exit': it comes after standard output and error are drained, so `lines` is complete by then.
  const exited = new Promise<number | string>((resolve) => child.once('close', (code, signal) => {
    running.delete(child);
    resolve(code ?? signal ?? 'unknown');
  }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ended = (graceMs: number, signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    return exited.finally(() => clearTimeout(force));
  };
  const server: ServeProcess = {
    port, baseUrl, hubUrl: `${baseUrl}/hubs/notifications`, child, lines, exited,
    stop: (graceMs = 15_000) => ended(graceMs, 'SIGTERM'),
    crash: () => ended(0, 'SIGKILL'),
  };
  await waitUntilServing(server, options.timeoutMs ?? 110_000);
  return server;
}

async function waitUntilServing(server: ServeProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let done: number | string | null = null;
  void server.exited.then((code) => {
    done = code;
  });
  for (;;) {
    if (done !== null) throw new Error(`rafdesk serve ended (${String(done)}) before serving:\n${server.lines.slice(-20).join('\n')}`);
    if (Date.now() - started > timeoutMs) {
      await server.crash();
      throw new Error(`rafdesk serve did not answer within ${timeoutMs} ms:\n${server.lines.slice(-20).join('\n')}`);
    }
    const answer = await fetch(`${server.baseUrl}/config.json`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ends every server still running (SIGTERM with a short grace, then SIGKILL): for `afterAll`, whatever happened. */
export async function stopAll(servers: readonly (ServeProcess | null | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop(5_000)));
}
