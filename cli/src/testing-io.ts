import { PassThrough } from 'node:stream';
import type { CliIo } from './cli-io.js';

/** In-memory streams for running commands in tests; `text()` reads what a stream received. */
export function memoryIo(input = '', cwd = process.cwd()): CliIo & { out: () => string; err: () => string } {
  const stdin = new PassThrough();
  stdin.end(input);
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const read = (stream: PassThrough) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return () => Buffer.concat(chunks).toString('utf8');
  };
  return { stdin, stdout, stderr, cwd, exitCode: 0, out: read(stdout), err: read(stderr) };
}
