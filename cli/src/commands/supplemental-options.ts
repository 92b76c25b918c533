import type { Command } from 'commander';
import { MAX_GRAFT_MONTHS, describeRafError, scoreRx, type PaymentYear } from '@rafdesk/core/raf';
import { NO_SUPPLEMENTAL, type SupplementalSettings } from '../score/score-settings.js';

/** The ESRD and RxHCC options `rafdesk code` and `rafdesk score` share (`--esrd` itself is a beneficiary option of `code`). */
export function addSupplementalOptions(command: Command): Command {
  return command
    .option('--dialysis', 'ESRD on dialysis: score with the ESRD dialysis model (implies --esrd)')
    .option('--graft-months <n>', `months since a kidney transplant, the month of the transplant being 1 (1–3: transplant months; 4–${MAX_GRAFT_MONTHS}: functioning graft); implies --esrd`)
    .option('--rx', 'add the RxHCC (Part D) score')
    .option('--low-income', 'low-income subsidy, for the RxHCC segments (with --rx)')
    .option('--pdp', 'stand-alone prescription drug plan: RxHCC PDP factors and normalisation instead of MA-PD (with --rx)');
}

/** The ESRD and RxHCC settings the options describe, or one message for what is wrong with them. */
export function supplementalFromOptions(raw: Record<string, unknown>, year: PaymentYear): { ok: true; value: SupplementalSettings } | { ok: false; message: string } {
  const text = raw.graftMonths;
  let graftMonths: number | undefined;
  if (text !== undefined) {
    graftMonths = typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(graftMonths >= 1 && graftMonths <= MAX_GRAFT_MONTHS)) return { ok: false, message: `--graft-months: months since the kidney transplant, a whole number from 1 to ${MAX_GRAFT_MONTHS} (the month of the transplant is 1), not "${String(text)}"` };
  }
  const dialysis = raw.dialysis === true;
  if (dialysis && graftMonths !== undefined) return { ok: false, message: '--dialysis and --graft-months: a beneficiary is on dialysis or has a kidney graft, not both' };
  const rx = raw.rx === true;
  if (!rx && (raw.lowIncome === true || raw.pdp === true)) return { ok: false, message: `${raw.lowIncome === true ? '--low-income' : '--pdp'} describes the RxHCC score: add --rx` };
  if (rx) {
    const probe = scoreRx({ age: 70, sex: 'F', diagnoses: [] }, { year });
    if (probe.isErr()) return { ok: false, message: `--rx: ${describeRafError(probe.error)}` };
  }
  return { ok: true, value: { ...NO_SUPPLEMENTAL, esrd: raw.esrd === true, dialysis, graftMonths, rx, lowIncome: raw.lowIncome === true, pdp: raw.pdp === true } };
}
