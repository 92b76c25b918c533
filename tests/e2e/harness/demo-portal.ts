import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { composePortal, PGLITE_TEMPLATE } from '@rafdesk/cli/composition-root';
import { openDatabase } from '@rafdesk/adapters/persistence';
import type { Portal } from './portal.js';
import { REPO_ROOT, UI_BUILD, ensureUiBuild } from './ui-build.js';
import { freePort, waitUntilServing } from './serving.js';

/** The password of every demo account in these runs. */
export const DEMO_PASSWORD = 'e2e-demo-password-1';

/** The demo accounts `--demo` seeds, by role. */
export const DEMO_USERS = { Admin: 'admin', Superuser: 'superuser', Staff: 'staff', Training: 'training', InsuranceStaff: 'insurance', Doctor: 'doctor' } as const;

/**
 * The real portal with the demo practice on a fresh database: `rafdesk serve --demo --port <free> --data <tmp>`
 * when RAFDESK_E2E_SERVER=cli, otherwise the same composition root in this process (PGlite in memory). In this process
 * the database starts from the build's PGlite template, as a first `npm start` does: loading the catalogue and the
 * questionnaire again took each file about 8 of its 10 seconds of start-up (a missing template only costs that time).
 */
export async function startDemoPortal(): Promise<Portal> {
  await ensureUiBuild();
  return process.env.RAFDESK_E2E_SERVER === 'cli' ? startCli() : startInProcess();
}

async function startInProcess(): Promise<Portal> {
  const opened = await openDatabase({ memory: true, template: PGLITE_TEMPLATE });
  if (opened.isErr()) throw new Error(`the demo database did not open: ${JSON.stringify(opened.error)}`);
  const database = opened.value;
  const portal = await composePortal({
    database: { handle: database }, demo: { password: DEMO_PASSWORD }, standardContent: true, staticRoot: UI_BUILD, logger: { level: 'silent' },
    env: { ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD },
  });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = portal.app.server.address() as AddressInfo;
  return {
    kind: 'rafdesk', baseUrl: `http://127.0.0.1:${port}`, database,
    async mailedTo(to) {
      const pending = (await portal.ports.mailOutbox.pending(1_000))._unsafeUnwrap();
      return pending.filter((mail) => mail.to === to).at(-1)?.text ?? null;
    },
    async stop() {
      await portal.close();
      await database.close();
    },
  };
}

async function startCli(): Promise<Portal> {
  const port = await freePort();
  const data = await mkdtemp(join(tmpdir(), 'rafdesk-e2e-data-'));
  const child = spawn(process.execPath, ['cli/bin/rafdesk.js', 'serve', '--demo', '--port', String(port), '--data', data], {
    cwd: REPO_ROOT, stdio: 'pipe', env: { ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, child, () => log);
  return {
    kind: 'rafdesk', baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(data, { recursive: true, force: true });
    },
  };
}
