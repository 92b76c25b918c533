import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** Why Debian's nginx cannot run here, or null when it can. */
export function nginxMissing() {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  return probe.error ? `nginx is not installed (${probe.error.message}; apt-get install nginx)` : null;
}

/**
 * The shipped configuration with only what a test machine needs changed: the upstream servers and the listening
 * port, one worker, and its pid, logs and temporary files in a folder of its own, so it runs beside the system's nginx.
 */
export async function renderedConfig(upstreams, port, folder) {
  const shipped = await readFile(SHIPPED_CONFIG, 'utf8');
  const servers = upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n');
  const replaced = shipped
    .replace(/^ {4}server app1:8080 max_fails=0;\n {4}server app2:8080 max_fails=0;$/m, servers)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^worker_processes auto;$/m, 'worker_processes 1;')
    .replace(/^http \{$/m, ['http {', '  access_log off;', ...TEMP_KINDS.map((kind) => `  ${kind}_temp_path ${join(folder, kind)};`)].join('\n'));
  if (replaced.includes('app1:8080') || replaced.includes('listen 80;')) throw new Error('deploy/nginx.conf changed shape: the test cannot point it at its processes');
  // As root the workers would switch to nobody, who cannot write the test's folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}pid ${join(folder, 'nginx.pid')};\nerror_log ${join(folder, 'error.log')} warn;\n${replaced}`;
}

/** nginx running the shipped deploy/nginx.conf in front of the processes on these ports, on a free port of 127.0.0.1. */
export async function startNginx(upstreams, chosenPort) {
  const folder = await mkdtemp(join(tmpdir(), 'rafdesk-nginx-'));
  for (const kind of TEMP_KINDS) await mkdir(join(folder, kind));
  const port = chosenPort ?? await freePort();
  const config = join(folder, 'nginx.conf');
  await writeFile(config, await renderedConfig(upstreams, port, folder));
  const child = spawn('nginx', ['-p', folder, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => { errors += chunk.toString(); });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx ended at start: ${errors}${await readFile(join(folder, 'error.log'), 'utf8').catch(() => '')}`);
    const answered = await fetch(`${baseUrl}/config.json`).then((reply) => reply.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 30 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port, baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
