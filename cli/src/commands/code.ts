import { Option, type Command } from 'commander';
import { describeRafError, parseCodeList, scoreBeneficiary, type RafOptions } from '@rafdesk/core/raf';
import type { CliIo } from '../cli-io.js';
import { icd10CodeSet } from '../tables-composition-root.js';
import { formatCodeReport } from '../format/code-report.js';
import { addBeneficiaryOptions, beneficiaryFromOptions } from './beneficiary-options.js';
import { YearOptionSchema, yearOption } from './model-options.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** Registers `rafdesk code`: a list of ICD-10 codes in; HCCs, drops, interactions and V24/V28/blend scores out. */
export function registerCodeCommand(program: Command, io: CliIo): void {
  const command = program
    .command('code')
    .description('Explain a list of ICD-10 codes (arguments, or standard input: newline, comma or blank separated) for one beneficiary')
    .argument('[codes...]', 'ICD-10-CM codes, with or without dots')
    .addOption(yearOption())
    .addOption(new Option('--code-editor <mode>', 'apply the Medicare Code Editor age and sex edits as CMS does, or only report them').choices(['apply', 'report']).default('apply'))
    .option('--json', 'print the three explained results as JSON');
  addBeneficiaryOptions(command).action(async (codes: string[], raw: Record<string, unknown>, self: Command) => {
    const beneficiary = beneficiaryFromOptions(raw);
    if (!beneficiary.ok) return self.error(`error: ${beneficiary.message}`, { exitCode: 2 });
    const year = YearOptionSchema.parse(raw.year);
    const stdinIsTerminal = (io.stdin as { isTTY?: boolean }).isTTY === true;
    const diagnoses = codes.length > 0 ? codes.flatMap(parseCodeList) : stdinIsTerminal ? [] : parseCodeList(await readAll(io.stdin));
    const options: RafOptions = { year, codeEditor: raw.codeEditor === 'report' ? 'report' : 'apply' };
    const input = { ...beneficiary.value, diagnoses };
    const v28 = scoreBeneficiary(input, { ...options, model: 'V28' });
    if (v28.isErr()) {
      io.stderr.write(`${describeRafError(v28.error)}\n`);
      io.exitCode = 1;
      return;
    }
    const v24 = scoreBeneficiary(input, { ...options, model: 'V24' });
    // The engine knows mapped codes only; the FY2026 catalogue tells a code that maps to no HCC from one that is no ICD-10-CM code.
    const catalogue = await icd10CodeSet(year);
    const unmapped = v28.value.models.flatMap((model) => model.dropped.filter((drop) => drop.reason.kind === 'unmapped').map((drop) => drop.code));
    const notIcd10 = [...new Set(unmapped)].filter((code) => !catalogue.has(code));
    const report = { v24: v24.isOk() ? v24.value : null, v28: v28.value, blend: scoreBeneficiary(input, { ...options, model: 'blend' })._unsafeUnwrap(), notIcd10 };
    io.stdout.write(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : formatCodeReport(report));
  });
}
