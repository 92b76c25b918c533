import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { importTables } from '../tables-composition-root.js';
import type { CliIo } from '../cli-io.js';

// The `core` package of this repository: cli/src/commands (or cli/dist/commands) → ../../../core.
const CORE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../core');

const reader = (folder: string) => (path: string) => {
  const file = join(folder, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Registers `rafdesk tables import <folder>`: compiles CMS reference files into the engine's committed tables. */
export function registerTablesCommand(program: Command, io: CliIo): void {
  const tables = program.command('tables').description('The CMS model tables the engine is compiled from');
  tables
    .command('import')
    .description('Compile a folder of CMS reference files (and the ICD-10-CM order file) into the engine tables and the diagnosis catalogue')
    .argument('<folder>', 'folder with the CMS files (ra_coefficients_*.csv, newer/…)')
    .option('--icd10cm <folder>', 'folder with the ICD-10-CM order file (default: <folder>/../icd10cm)')
    .option('--out <folder>', 'the core package to write into', CORE_ROOT)
    .action((folder: string, options: { icd10cm?: string; out: string }, command: Command) => {
      const cms = resolve(io.cwd, folder);
      const icd10cm = resolve(io.cwd, options.icd10cm ?? join(folder, '../icd10cm'));
      for (const path of [cms, icd10cm]) if (!existsSync(path)) return command.error(`error: folder not found: ${path}`, { exitCode: 2 });
      const imported = importTables({ cms: reader(cms), icd10cm: reader(icd10cm) });
      if (imported.isErr()) {
        const error = imported.error;
        io.stderr.write(error.kind === 'MissingSourceFile' ? `missing reference file: ${error.file}\n` : `cannot compile ${error.file}: ${error.detail}\n`);
        io.exitCode = 1;
        return;
      }
      for (const file of imported.value) {
        const target = resolve(io.cwd, options.out, file.path);
        const unchanged = existsSync(target) && readFileSync(target, 'utf8') === file.content;
        if (!unchanged) {
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, file.content);
        }
        io.stdout.write(`${unchanged ? 'unchanged' : 'written  '} ${file.path} (${file.content.length.toLocaleString('en-US')} characters)\n`);
      }
    });
}
