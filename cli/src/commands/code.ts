import { Option, type Command } from 'commander';
import { describeRafError, parseCodeList, scoreBeneficiary, scoreEsrd, scoreRx, type RafError, type RafOptions, type RxResult } from '@rafdesk/core/raf';
import type { CliIo } from '../cli-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { icd10CodeSet } from '../tables-composition-root.js';
import { formatCodeReport } from '../format/code-report.js';
import { formatSupplementalSection } from '../format/supplemental-report.js';
import { formatHighRiskSection } from '../format/high-risk-report.js';
import { addSupplementalOptions, supplementalFromOptions } from './supplemental-options.js';
import { addBeneficiaryOptions, beneficiaryFromOptions } from './beneficiary-options.js';
import { YearOptionSchema, yearOption } from './model-options.js';
import { jsonOption, optionFlag } from './option-words.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
}

/** Registers `rafdesk code`: a list of ICD-10 codes in; HCCs, drops, interactions and V24/V28/blend (or ESRD) scores out, RxHCC beside them on request. */
export function registerCodeCommand(program: Command, io: CliIo): void {
  const command = program
    .command('code')
    .description('Explain a list of ICD-10 codes (arguments, or standard input: newline, comma or blank separated) for one beneficiary: V24, V28 and the blend, or the ESRD model (--esrd, --dialysis, --graft-months), plus RxHCC with --rx')
    .argument('[codes...]', 'ICD-10-CM codes, with or without dots')
    .addOption(yearOption())
    .addOption(new Option('--code-editor <mode>', 'apply the Medicare Code Editor age and sex edits as CMS does, or only report them').choices(['apply', 'report']).default('apply'))
    .addOption(jsonOption('print the explained results as JSON (V24, V28 and the blend; or ESRD; plus RxHCC with --rx)'));
  addSupplementalOptions(addBeneficiaryOptions(command)).action(async (codes: string[], raw: Record<string, unknown>, self: Command) => {
    const beneficiary = beneficiaryFromOptions(raw);
    if (!beneficiary.ok) return self.error(`error: ${beneficiary.message}`, { exitCode: 2 });
    const year = YearOptionSchema.parse(raw.year);
    const supplemental = supplementalFromOptions(raw, year);
    if (!supplemental.ok) return self.error(`error: ${supplemental.message}`, { exitCode: 2 });
    const { dialysis, graftMonths, rx, lowIncome, pdp } = supplemental.value;
    const esrd = beneficiary.value.esrd === true || dialysis || graftMonths !== undefined;
    const stdinIsTerminal = (io.stdin as { isTTY?: boolean }).isTTY === true;
    const diagnoses = codes.length > 0 ? codes.flatMap(parseCodeList) : stdinIsTerminal ? [] : parseCodeList(await readAll(io.stdin));
    if (diagnoses.length === 0) return self.error('error: no codes: give ICD-10-CM codes as arguments (rafdesk code E11.22 I50.22) or on standard input', { exitCode: 2 });
    const options: RafOptions = { year, codeEditor: raw.codeEditor === 'report' ? 'report' : 'apply' };
    const input = { ...beneficiary.value, diagnoses };
    // A beneficiary the engine refuses was described by the options (a --dob that gives no age): a usage error, each
    // issue named by its option; any other refusal is the engine's, exit 1.
    const failWith = (error: RafError) => {
      if (error.kind === 'InvalidBeneficiary' || error.kind === 'InvalidEsrdStatus') {
        return self.error(error.issues.map((issue) => `error: ${issue.replace(/^(\w+): /, (_, field: string) => `${optionFlag(field)}: `)}`).join('\n'), { exitCode: EXIT_CODES.usage });
      }
      io.stderr.write(`error: ${describeRafError(error)}\n`);
      io.exitCode = EXIT_CODES.input;
    };
    let rxResult: RxResult | null = null;
    if (rx) {
      const scored = scoreRx({ ...input, esrd, lowIncome, planType: pdp ? 'PDP' : 'MA-PD' }, options);
      if (scored.isErr()) return failWith(scored.error);
      rxResult = scored.value;
    }
    // The engine knows mapped codes only; the FY2026 catalogue tells a code that maps to no HCC from one that is no ICD-10-CM code.
    const notIcd10Of = async (dropped: readonly { code: string; reason: { kind: string } }[]) => {
      const catalogue = await icd10CodeSet();
      return [...new Set(dropped.filter((drop) => drop.reason.kind === 'unmapped').map((drop) => drop.code))].filter((code) => !catalogue.has(code));
    };
    if (esrd) {
      const scored = scoreEsrd({ ...input, esrd, dialysis, graftMonths }, options);
      if (scored.isErr()) return failWith(scored.error);
      const notIcd10 = await notIcd10Of([...scored.value.dropped, ...(rxResult?.dropped ?? [])]);
      const sections = [scored.value, ...(rxResult ? [rxResult] : [])].map((result) => formatSupplementalSection(result, new Set(notIcd10)));
      io.stdout.write(raw.json === true ? `${JSON.stringify({ esrd: scored.value, rx: rxResult, notIcd10 }, null, 2)}\n` : sections.join('\n'));
      return;
    }
    const v28 = scoreBeneficiary(input, { ...options, model: 'V28' });
    if (v28.isErr()) return failWith(v28.error);
    const v24 = scoreBeneficiary(input, { ...options, model: 'V24' });
    const notIcd10 = await notIcd10Of(v28.value.models.flatMap((model) => model.dropped));
    const highRisk = (await import('../score/high-risk-screen.js')).screenCodes(beneficiary.value, diagnoses, year);
    const report = { v24: v24.isOk() ? v24.value : null, v28: v28.value, blend: scoreBeneficiary(input, { ...options, model: 'blend' })._unsafeUnwrap(), notIcd10 };
    if (raw.json === true) io.stdout.write(`${JSON.stringify({ ...report, ...(rxResult ? { rx: rxResult } : {}), highRisk }, null, 2)}\n`);
    else io.stdout.write(`${formatCodeReport(report)}\n${formatHighRiskSection(highRisk)}${rxResult ? `\n${formatSupplementalSection(rxResult, new Set(notIcd10))}` : ''}`);
  });
}
