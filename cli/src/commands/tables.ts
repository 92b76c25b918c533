import type { Command } from 'commander';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, paymentYearFactors, tablesHashOf, yearStatusOf } from '@rafdesk/core/raf';
import { checkDataFolder, rafDataFolder } from '../tables-composition-root.js';
import type { CliIo } from '../cli-io.js';

/** One payment year of the installed tables, as `rafdesk tables list` shows it. */
interface YearLine {
  readonly year: number;
  readonly default: boolean;
  readonly status: 'final' | 'proposed';
  readonly modelName: string;
  readonly tablesHash: string;
}

const yearLines = (): YearLine[] => PAYMENT_YEARS.map((year) => ({ year, default: year === DEFAULT_PAYMENT_YEAR, status: yearStatusOf(year), modelName: paymentYearFactors(year).modelName, tablesHash: tablesHashOf(year) }));

/**
 * Registers `rafdesk tables list` and `rafdesk tables check`: which payment years the installed engine data has, and
 * whether its files are whole. The tables themselves are compiled from CMS's files by the importer beside the CLI
 * (`npm run tables:import`, tools/import-cms), not by the CLI.
 */
export function registerTablesCommand(program: Command, io: CliIo): void {
  const tables = program.command('tables').description('The engine\'s payment-year tables (core/data/raf); `npm run tables:import` compiles them from CMS\'s files');
  tables
    .command('list')
    .description('The payment years the engine has tables for: status, model and the hash every score reports')
    .option('--json', 'one JSON object: the data folder, the default year and each year')
    .action((options: { json?: boolean }) => {
      const years = yearLines();
      if (options.json) {
        io.stdout.write(`${JSON.stringify({ folder: rafDataFolder(), defaultYear: DEFAULT_PAYMENT_YEAR, years })}\n`);
        return;
      }
      for (const line of years) io.stdout.write(`PY${line.year}  ${line.status.padEnd(8)} ${line.modelName}; tables ${line.tablesHash.slice(0, 12)}${line.default ? ' (default)' : ''}\n`);
    });
  tables
    .command('check')
    .description('Check every data file against the engine\'s schemas, each set against the SHA-256 it is named by, and every reference; exit 1 naming each problem')
    .option('--json', 'one JSON object: the data folder, whether it checks and the problems')
    .action((options: { json?: boolean }) => {
      const folder = rafDataFolder();
      const problems = checkDataFolder(folder);
      if (problems.length > 0) io.exitCode = 1;
      if (options.json) io.stdout.write(`${JSON.stringify({ folder, ok: problems.length === 0, problems })}\n`);
      else if (problems.length === 0) io.stdout.write(`${folder}: payment years ${PAYMENT_YEARS.join(', ')}; every file checks (schemas, SHA-256 names, references)\n`);
      else io.stderr.write(`${folder} does not check:\n${problems.map((problem) => `  ${problem}\n`).join('')}`);
    });
}
