import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const RAFDESK = join(resolve(import.meta.dirname, '../..'), 'cli/bin/rafdesk.js');

/** Runs one statement with psql; its status, output and errors. */
export const psql = (url, statement) => spawnSync('psql', [url, '-XAtc', statement], { encoding: 'utf8' });

/** A figure as the benches print it (en-US grouping). */
export const num = (value, digits = 0) => Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * A bench's practice of `size` patients in a database of its own on the server, kept between runs: seeded by
 * `rafdesk db seed --patients <size>` (with `env`: the database, demo password and field key) when it holds another number.
 */
export function ensureSeededPractice({ maintenanceUrl, database, databaseUrl, size, env }) {
  const count = psql(databaseUrl, 'select count(*) from patient');
  if (count.status === 0 && Number(count.stdout.trim()) === size) return;
  psql(maintenanceUrl, `drop database if exists ${database}`);
  const created = psql(maintenanceUrl, `create database ${database}`);
  if (created.status !== 0) throw new Error(`cannot create database ${database}: ${created.stderr}`);
  console.log(`seeding ${num(size)} patients on PostgreSQL…`);
  const started = performance.now();
  const seeded = spawnSync(process.execPath, [RAFDESK, 'db', 'seed', '--patients', String(size)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seeding failed');
  console.log(`  seeded in ${num((performance.now() - started) / 1000)} s`);
}
