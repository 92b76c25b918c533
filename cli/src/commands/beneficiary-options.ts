import { Option, type Command } from 'commander';
import { z } from 'zod';
import type { BeneficiaryInput } from '@rafdesk/core/raf';

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

const BeneficiaryOptionsSchema = z.object({
  age: z.coerce.number().int().min(0).max(130),
  dob: z.string().optional(),
  asOf: z.string().optional(),
  sex: z.enum(['M', 'F']),
  dual: z.enum(['non', 'partial', 'full']),
  institutional: z.boolean().default(false),
  newEnrollee: z.boolean().default(false),
  snp: z.boolean().default(false),
  orec: z.enum(['0', '1', '2', '3']),
  esrd: z.boolean().default(false),
});

/** The beneficiary the options describe, or the option errors in words. */
export function beneficiaryFromOptions(options: Record<string, unknown>): { ok: true; value: BeneficiaryInput } | { ok: false; message: string } {
  const parsed = BeneficiaryOptionsSchema.safeParse(options);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => `--${String(issue.path[0] ?? '')}: ${issue.message}`).join('; ') };
  const { dob, age, ...rest } = parsed.data;
  return { ok: true, value: dob === undefined ? { ...rest, age } : { ...rest, dob } };
}
