import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const RAFDESK = join(resolve(import.meta.dirname, '../..'), 'cli/bin/rafdesk.js');

/**
 * Starts `rafdesk serve` on a free port with these extra arguments and settings, and waits (up to three minutes: a
 * loaded machine) until it says it serves. Its log is read and dropped afterwards: the server pays for writing it, as
 * in production; the bench keeps none.
 */
export async function startRafdesk(env, args = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [RAFDESK, 'serve', '--port', String(port), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => { output += chunk; };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 180_000;
  while (!output.includes('RAFdesk is serving')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`rafdesk serve did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  for (const stream of [child.stdout, child.stderr]) {
    stream.off('data', keep);
    stream.resume();
  }
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Stops a server {@link startRafdesk} started and waits for it to exit. */
export async function stopRafdesk(child) {
  child.kill('SIGTERM');
  await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
}

/** One API call as the web app makes it; a JSON answer is parsed, a file answer returned as bytes. A refusal throws. */
export async function api(baseUrl, method, path, token, body, headers = {}) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method, headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.arrayBuffer();
}
