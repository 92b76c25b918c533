import { InvalidArgumentError, Option, type Command } from 'commander';
import type { CliIo } from '../cli-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { jsonOption, printResult } from './option-words.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE, seedPortalData } from '../composition-root.js';
import { buildPgliteTemplate } from './pglite-template.js';
import { describeChainCheck } from './verify-audit.js';
import { verifyAuditTrail } from '../audit-composition-root.js';
import { demoPassword } from './serve.js';
import { dataOption, withServices } from './with-services.js';
import { systemErrorWords } from '../system-error-words.js';

const MAX_PATIENTS = 1_000_000;

function patientCount(text: string): number {
  const count = Number(text.replaceAll(/[,_]/g, ''));
  if (!Number.isInteger(count) || count < 1 || count > MAX_PATIENTS) throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_PATIENTS.toLocaleString('en-US')}`);
  return count;
}

/** Registers `rafdesk db migrate`, `rafdesk db template`, `rafdesk db seed` and `rafdesk db verify-audit`. */
export function registerDbCommand(program: Command, io: CliIo): void {
  const db = program.command('db').description('Database administration (PGlite in --data, or DATABASE_URL)');
  db.command('migrate')
    .description('Apply every pending migration')
    .addOption(dataOption())
    .addOption(jsonOption())
    .action(async (raw: { data: string; json?: boolean }) => withServices(io, raw.data, async (services) => {
      const applied = services.database.migrations.applied;
      printResult(io, raw.json, { applied }, applied.length === 0 ? 'The database is up to date.\n' : `Applied ${applied.length} migration(s): ${applied.join(', ')}\n`);
    }));
  db.command('template')
    .description('Write the PGlite template new data folders start from: the schema, the diagnosis catalogue and the questionnaire (npm run build does)')
    .addOption(new Option('--out <file>', 'where to write the gzip tarball').default(PGLITE_TEMPLATE))
    .addOption(jsonOption())
    .action(async (raw: { out: string; json?: boolean }) => {
      const bytes = await buildPgliteTemplate(io);
      if (bytes === null) return;
      try {
        await mkdir(dirname(raw.out), { recursive: true });
        await writeFile(raw.out, bytes);
      } catch (error) {
        io.stderr.write(`error: --out: cannot write ${raw.out}: ${systemErrorWords(error)}\n`);
        io.exitCode = EXIT_CODES.usage;
        return;
      }
      printResult(io, raw.json, { path: raw.out, bytes: bytes.length }, `Wrote the PGlite template (${(bytes.length / 1_048_576).toFixed(1)} MB) to ${raw.out}\n`);
    });
  db.command('verify-audit')
    .description("Check the audit trail's hash chain; names the first line that was changed or removed")
    .addOption(dataOption())
    .addOption(jsonOption())
    .action(async (raw: { data: string; json?: boolean }) => withServices(io, raw.data, async (services) => {
      const check = await verifyAuditTrail(services.database);
      const { text, intact } = describeChainCheck(check);
      if (raw.json === true) printResult(io, true, { intact, ...check }, '');
      if (raw.json !== true || !intact) (intact ? io.stdout : io.stderr).write(`${text}\n`);
      if (!intact) io.exitCode = EXIT_CODES.conflict;
    }));
  db.command('seed')
    .description('Seed the diagnosis catalogue and questionnaire when missing, and the demo practice when the database has no users (password: RAFDESK_DEMO_PASSWORD, or a generated one shown once)')
    .addOption(dataOption())
    .addOption(new Option('--patients <count>', 'patients of the demo practice: 300, or a big practice for benchmarks (one doctor per 1,500 patients)')
      .argParser(patientCount).default(300))
    .addOption(jsonOption())
    .action(async (raw: { data: string; patients: number; json?: boolean }) => withServices(io, raw.data, async ({ ports }) => {
      const demo = demoPassword(process.env);
      const seeded = await seedPortalData(ports, { standardContent: true, demoPassword: demo.password, patientCount: raw.patients });
      if (seeded.isErr()) {
        // A seed runs in transactions of its own on a fresh database: what stops it is the database, so try again later.
        io.stderr.write('error: the demo practice could not be seeded; nothing was written\n');
        io.exitCode = EXIT_CODES.unavailable;
        return;
      }
      const { standardContent, demo: practice } = seeded.value;
      if (raw.json === true) {
        const demoSeeded = practice?.seeded ? { seeded: true, users: practice.users, patients: practice.patients, password: demo.generated ? demo.password : null } : { seeded: false };
        return printResult(io, true, { standardContent: standardContent ?? null, demo: demoSeeded }, '');
      }
      if (standardContent) io.stdout.write(`Seeded the diagnosis catalogue (${standardContent.catalogueCodes} codes) and the Smart PN questionnaire.\n`);
      if (!practice?.seeded) {
        io.stdout.write('The database already has accounts; no demo practice was seeded.\n');
      } else {
        io.stdout.write(`Seeded the demo practice: ${practice.users} accounts, ${practice.patients} patients${demo.generated ? `; password (shown once): ${demo.password}` : ' with RAFDESK_DEMO_PASSWORD'}\n`);
      }
    }));
}
