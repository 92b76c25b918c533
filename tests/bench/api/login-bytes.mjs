#!/usr/bin/env node
// JavaScript over the wire for /login, measured from the bytes the server sends: Debian's chromium opens /login on
// `rafdesk serve` (in-memory demo database) and adds up the encoded (compressed) size of every script it downloads
// until the sign-in form shows. Target: under 250 kB.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../../..');
const TARGET_BYTES = 250 * 1024;
const CHROMIUM = process.env.RAFDESK_CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(join(ROOT, 'ui/build/index.html.br'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@rafdesk/ui'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web app could not be built');
}

const probe = createServer();
await new Promise((done) => probe.listen(0, '127.0.0.1', done));
const { port } = probe.address();
await new Promise((done) => probe.close(done));
const data = mkdtempSync(join(tmpdir(), 'rafdesk-login-bytes-'));
const env = { ...process.env, RAFDESK_DEMO_PASSWORD: 'login-bytes-password-1' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [join(ROOT, 'cli/bin/rafdesk.js'), 'serve', '--port', String(port), '--data', data], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
server.stderr.on('data', (chunk) => { output += chunk; });
server.stdout.resume();
const deadline = Date.now() + 300_000;
while (!output.includes('RAFdesk is serving')) {
  if (server.exitCode !== null || Date.now() > deadline) throw new Error(`rafdesk serve did not start:\n${output}`);
  await new Promise((done) => setTimeout(done, 200));
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? 'none', bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel(/user name/i).first().waitFor({ timeout: 60_000 });
  const rows = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log('Scripts downloaded by /login (bytes on the wire, headers included):');
  for (const row of rows) console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(7)} kB  ${row.encoding.padEnd(5)} ${new URL(row.url).pathname}`);
  console.log(`JavaScript over the wire for /login: ${(total / 1024).toFixed(1)} kB in ${rows.length} files (target < ${TARGET_BYTES / 1024} kB)`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
  rmSync(data, { recursive: true, force: true });
}
