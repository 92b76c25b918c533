import { accessSync, constants, createWriteStream, openSync, statSync, type Stats } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../cli-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { runScore, UnreadableInput } from '../score/run-score.js';
import { OutputFailed, OutputSink } from '../score/output-sink.js';
import { isSystemError, systemErrorWords } from '../system-error-words.js';
import { icd10CodeLines } from '../tables-composition-root.js';
import { ModelOptionSchema, YearOptionSchema, modelOption, yearOption } from './model-options.js';
import { describeOptionIssues, jsonOption } from './option-words.js';
import { addSupplementalOptions, supplementalFromOptions } from './supplemental-options.js';

const ScoreOptionsSchema = z.object({
  input: z.string().optional(),
  output: z.string().default('-'),
  model: ModelOptionSchema,
  year: YearOptionSchema,
  format: z.enum(['jsonl', 'csv']).optional(),
  inputFormat: z.enum(['jsonl', 'csv']).optional(),
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').optional(),
  explain: z.boolean().default(false),
  codeEditor: z.enum(['report', 'apply']).default('apply'),
  workers: z.string().regex(/^\d{1,3}$/, 'a whole number of threads from 0 to 256').transform(Number).refine((count) => count <= 256, 'a whole number of threads from 0 to 256').optional(),
  json: z.boolean().default(false),
});

/**
 * Worker threads by measured benefit: on a busy 2-core machine `--workers 0` scored a million lines with 31% less
 * CPU than one worker beside this thread, so workers start only from 3 cores on.
 */
export const defaultWorkers = (cores: number): number => (cores <= 2 ? 0 : cores - 1);

/** Output bytes written in the background before the run waits for the file: a few batches' worth. */
const OUTPUT_BUFFER_BYTES = 4 << 20;

/** A quarter MiB of input per batch: large enough to amortise a worker round trip, small enough to keep memory flat. */
const BATCH_BYTES = 1 << 18;

/** Registers `rafdesk score`: batch RAF scoring of JSON Lines or CSV, streaming, on every core. */
export function registerScoreCommand(program: Command, io: CliIo): void {
  const command = program
    .command('score')
    .description('Score beneficiaries from JSON Lines or CSV (one per line), writing one result line per input line, in order')
    .option('-i, --input <file>', 'input file: JSON Lines, a JSON array, CSV (comma, semicolon or tab) or .xlsx; - or none: standard input')
    .option('-o, --output <file>', 'output file, or - for standard output', '-')
    .addOption(modelOption())
    .addOption(yearOption())
    .addOption(new Option('--format <format>', 'output format (default: the input format)').choices(['jsonl', 'csv']))
    .addOption(new Option('--input-format <format>', 'input format (default: read from the first line)').choices(['jsonl', 'csv']))
    .option('--as-of <date>', 'date ages are computed on from dob (default: February 1 of the payment year)')
    .option('--explain', 'add every part of each score (the explained result)')
    .addOption(new Option('--code-editor <mode>', 'apply the Medicare Code Editor age and sex edits as CMS does, or only report them').choices(['apply', 'report']).default('apply'))
    .option('--workers <count>', 'worker threads for large inputs, besides this thread, which scores too (default: none on 2 cores or fewer, where workers cost more CPU than they save; else one fewer than the cores)')
    .option('--esrd', 'every line is an ESRD beneficiary: score with the ESRD model (or per line: an esrd field)')
    .addOption(jsonOption('write JSON Lines, one result a line (the same as --format jsonl)'));
  addSupplementalOptions(command)
    .addHelpText('after', '\nPer-line fields for the same: esrd, dialysis, graftMonths, rx, lowIncome, pdp (JSON values or CSV columns); they add to the options.')
    .action(async (raw: Record<string, unknown>, self: Command) => {
      const failWith = (message: string) => {
        io.stderr.write(`error: ${message}\n`);
        io.exitCode = EXIT_CODES.input;
      };
      const parsed = ScoreOptionsSchema.safeParse(raw);
      if (!parsed.success) return self.error(`error: ${describeOptionIssues(parsed.error.issues)}`, { exitCode: 2 });
      const options = parsed.data;
      if (options.json && options.format === 'csv') return self.error('error: --json and --format csv ask for two output formats: give one', { exitCode: 2 });
      const supplemental = supplementalFromOptions(raw, options.year);
      if (!supplemental.ok) return self.error(`error: ${supplemental.message}`, { exitCode: 2 });
      const inputPath = options.input === undefined || options.input === '-' ? null : resolve(io.cwd, options.input);
      const outputPath = options.output === '-' ? null : resolve(io.cwd, options.output);
      const inputProblem = inputPath === null ? null : unreadableInput(inputPath, outputPath);
      if (inputProblem !== null) return self.error(`error: --input: ${options.input ?? ''}: ${inputProblem}`, { exitCode: 2 });
      let workbook: AsyncIterable<Uint8Array> | null = null;
      if (inputPath?.toLowerCase().endsWith('.xlsx')) {
        // ExcelJS is loaded for a workbook only: every other run of the CLI would pay for it at start.
        const { readWorkbookAsJsonLines } = await import('../score/read-workbook.js');
        const read = await readWorkbookAsJsonLines(inputPath);
        if (!read.ok) return failWith(read.message);
        workbook = read.lines;
      }
      let output: NodeJS.WritableStream = io.stdout;
      if (outputPath !== null) {
        // Opened before anything is read, so a path that cannot be written is a usage error, not a crash mid-run.
        try {
          // A few batches may wait to be written while the next is scored (the default 16 kB made every batch wait).
          output = createWriteStream(outputPath, { fd: openSync(outputPath, 'w'), highWaterMark: OUTPUT_BUFFER_BYTES });
        } catch (error) {
          return self.error(`error: --output: cannot write ${options.output}: ${systemErrorWords(error)}`, { exitCode: 2 });
        }
      }
      const sink = new OutputSink(output);
      const icd10Codes = await icd10CodeLines();
      try {
        const { lines, failures } = await runScore(
          { model: options.model, year: options.year, asOf: options.asOf, explain: options.explain, codeEditor: options.codeEditor, supplemental: supplemental.value, icd10Codes },
          {
            input: workbook ?? inputPath ?? (io.stdin as AsyncIterable<Uint8Array>),
            totalBytes: inputPath === null || workbook !== null ? null : statSync(inputPath).size,
            output: sink,
            outputCopies: output !== io.stdout || io.stdout === process.stdout,
            progress: io.stderr,
            workers: options.workers ?? defaultWorkers(availableParallelism()),
            batchBytes: BATCH_BYTES,
            inputFormat: workbook ? 'jsonl' : (options.inputFormat ?? (inputPath?.toLowerCase().endsWith('.csv') ? 'csv' : null)),
            outputFormat: options.json ? 'jsonl' : (options.format ?? null),
          },
        );
        if (output !== io.stdout) await sink.end();
        if (failures > 0) {
          io.stderr.write(`${failures} of ${lines} lines had errors (see their error records)\n`);
          io.exitCode = EXIT_CODES.input;
        }
      } catch (error) {
        if (output !== io.stdout) output.end();
        if (error instanceof UnreadableInput) return failWith(error.message);
        // The reader of standard output has all it wanted (`| head -n 1`): stop quietly, as other tools do.
        if (error instanceof OutputFailed && error.readerGone && output === io.stdout) return;
        if (error instanceof OutputFailed) return failWith(`${outputPath === null ? 'standard output' : `--output: ${options.output}`}: ${systemErrorWords(error.failure)}`);
        if (isSystemError(error)) return failWith(`input: cannot read on: ${systemErrorWords(error)}`);
        throw error;
      }
    });
}

/** Why `--input` cannot be read, or null: it does not exist, is a folder, cannot be opened, or is the output itself. */
function unreadableInput(path: string, outputPath: string | null): string | null {
  let stats: Stats;
  try {
    stats = statSync(path);
    accessSync(path, constants.R_OK);
  } catch (error) {
    return systemErrorWords(error);
  }
  if (stats.isDirectory()) return 'it is a folder; give a file, or - for standard input';
  if (outputPath !== null && stats.isFile()) {
    const output = (() => {
      try {
        return statSync(outputPath);
      } catch {
        return null;
      }
    })();
    if (outputPath === path || (output !== null && output.ino === stats.ino && output.dev === stats.dev)) return 'it is also the --output file, which would be emptied before it is read';
  }
  return null;
}
