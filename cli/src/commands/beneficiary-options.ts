import { Option, type Command } from 'commander';
import { BeneficiaryInputSchema, type BeneficiaryInput } from '@rafdesk/core/raf';

/** The beneficiary options `rafdesk code` shares: a 70-year-old, female, community, non-dual, OREC 0 unless told otherwise. */
export function addBeneficiaryOptions(command: Command): Command {
  return command
    .option('--age <years>', 'age as of February 1 of the payment year', '70')
    .option('--dob <date>', 'date of birth (YYYY-MM-DD), instead of --age')
    .option('--as-of <date>', 'date the age is computed on from --dob (default: February 1 of the payment year)')
    .addOption(new Option('--sex <sex>', 'M or F').choices(['M', 'F']).default('F'))
    .addOption(new Option('--dual <status>', 'dual status').choices(['non', 'partial', 'full']).default('non'))
    .option('--institutional', 'long-term institutional')
    .option('--new-enrollee', 'new enrollee')
    .option('--snp', 'new enrollee in a special needs plan (with --new-enrollee)')
    .addOption(new Option('--orec <code>', 'original reason for entitlement').choices(['0', '1', '2', '3']).default('0'))
    .option('--esrd', 'the beneficiary has ESRD: score with the ESRD model instead of CMS-HCC (on dialysis unless --graft-months)');
}

/** Commander gives every value as text: the numbers become numbers, so core's own schema can check them. */
const asNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/**
 * The beneficiary the options describe, or the option errors in words: read by core's BeneficiaryInputSchema, the
 * one beneficiary parser (its rules are the engine's), each issue named by its option. `--dob` replaces the default `--age`.
 */
export function beneficiaryFromOptions(options: Record<string, unknown>): { ok: true; value: BeneficiaryInput } | { ok: false; message: string } {
  const { age, dob, asOf, sex, dual, institutional, newEnrollee, snp, orec, esrd } = options;
  const parsed = BeneficiaryInputSchema.safeParse({
    ...(dob === undefined ? { age: asNumber(age) } : { dob }), asOf, sex, dual, institutional, newEnrollee, snp, orec, esrd,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => `--${String(issue.path[0] ?? '')}: ${issue.message}`).join('; ') };
  return { ok: true, value: parsed.data };
}
