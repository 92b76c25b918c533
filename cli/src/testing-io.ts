import { PassThrough, type Readable } from 'node:stream';
import { join } from 'node:path';
import type { CliIo } from './cli-io.js';

/** In-memory streams for running commands in tests (standard input a text, or a stream of its own); `out()` and `err()` read what was written. */
export function memoryIo(input: string | Readable = '', cwd = process.cwd()): CliIo & { out: () => string; err: () => string } {
  let stdin: Readable = new PassThrough();
  if (typeof input === 'string') (stdin as PassThrough).end(input);
  else stdin = input;
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const read = (stream: PassThrough) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return () => Buffer.concat(chunks).toString('utf8');
  };
  return { stdin, stdout, stderr, cwd, exitCode: 0, out: read(stdout), err: read(stderr) };
}

/** The repository root, from cli/src or cli/dist. */
export const REPOSITORY_ROOT = join(import.meta.dirname, '../..');

/**
 * `node` arguments that run the CLI from its sources (through tsx, as the serve suite does), so a test of the real
 * process never runs a stale build: append the command's own arguments.
 */
export function sourceCliArgs(): string[] {
  const launcher = `const { main } = await import(${JSON.stringify(join(REPOSITORY_ROOT, 'cli/src/main.ts'))}); process.exitCode = await main(['node', 'rafdesk', ...process.argv.slice(1)]);`;
  return ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', launcher];
}
