import { errAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  FACTOR_STATUSES, NORMALISED_MODEL_LABELS, NORMALISED_MODELS, applyFactorSettings, describeSource, factorOf, paymentYearFactors, settableFactors,
  type FactorKey, type FactorSetting, type FactorStatus,
} from '../../raf/data/payment-years.js';
import { PAYMENT_YEARS } from '../../raf/data/payment-year-manifest.js';
import type { PaymentYear } from '../../raf/tables/table-types.js';
import { paymentYearNotAvailable } from '../../raf/payment-year-wording.js';
import type { SettingsRepository } from '../../ports/repositories/settings-repository.js';
import type { UnitOfWork } from '../../ports/repositories/repositories.js';
import type { FigureRecomputeRunner } from './recompute-year-figures.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { Clock } from '../../ports/auth/clock.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { Caller } from '../caller.js';

const YEARS = PAYMENT_YEARS;
const FACTOR_KEYS = [...NORMALISED_MODELS.map((model) => `normalization:${model}` as const), 'codingAdjustment'] as const satisfies readonly FactorKey[];

/** An administrator's stored factor values, as the settings table holds them. */
export const FactorSettingsSchema = z.array(z.object({
  year: z.union(YEARS.map((year) => z.literal(year)) as unknown as [z.ZodLiteral<PaymentYear>, z.ZodLiteral<PaymentYear>]),
  factor: z.enum(FACTOR_KEYS),
  thousandths: z.number().int(),
  setBy: z.string(),
  setAt: z.string(),
  note: z.string(),
}));

/** One factor of the payment-year table as the portal shows it: value, status, source, and whether an administrator may set it. */
export interface RafFactorRow {
  readonly year: PaymentYear;
  readonly factor: FactorKey;
  readonly label: string;
  readonly value: number;
  readonly status: FactorStatus;
  readonly source: string;
  readonly note: string;
  readonly settable: boolean;
}

/** The wire form of {@link RafFactorRow} (GET RafFactors). */
export const WireRafFactorRowSchema = z.object({
  year: z.number().int(), factor: z.string(), label: z.string(), value: z.number(), status: z.enum(FACTOR_STATUSES),
  source: z.string(), note: z.string(), settable: z.boolean(),
});

const labelOf = (key: FactorKey) => (key === 'codingAdjustment' ? 'MA coding adjustment' : `Normalisation, ${NORMALISED_MODEL_LABELS[key.slice('normalization:'.length) as keyof typeof NORMALISED_MODEL_LABELS]}`);

/** Every payment year's factors with the administrator's values applied, one row per factor. */
export function rafFactorRows(settings: readonly FactorSetting[]): RafFactorRow[] {
  return YEARS.flatMap((year) => {
    const applied = applyFactorSettings(paymentYearFactors(year), settings);
    const settable = new Set(settableFactors(year));
    return FACTOR_KEYS.flatMap((key) => {
      const factor = factorOf(applied, key);
      if (!factor) return [];
      return [{ year, factor: key, label: labelOf(key), value: factor.thousandths / 1000, status: factor.status, source: describeSource(factor.source), note: factor.source.note, settable: settable.has(key) }];
    });
  });
}

/** Lists the payment-year table with its statuses and sources. */
export function listRafFactors(ports: { readonly settings: SettingsRepository }): ResultAsync<RafFactorRow[], StorageError> {
  return ports.settings.get().map((settings) => rafFactorRows(settings.rafFactors));
}

/** The form of "set an unconfirmed factor": the payment year, the factor, its value (5.9% as 0.059) and where it was read. */
const SetRafFactorSchema = z.object({
  year: z.number().int(),
  factor: z.string(),
  value: z.number().finite(),
  note: z.string().trim().min(1, 'say where the value was read (document and page)').max(300, 'at most 300 characters'),
});

/** The bounds a value must lie in, so a typo (10.67 for 1.067) is refused. */
const BOUNDS: Readonly<Record<'normalization' | 'codingAdjustment', readonly [number, number]>> = { normalization: [0.5, 2], codingAdjustment: [0, 0.2] };

/** What setting a factor writes to, and the runner that recomputes the year's stored figures after. */
export interface SetRafFactorPorts {
  readonly settings: SettingsRepository;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  readonly figureRecomputeRunner: FigureRecomputeRunner;
}

/**
 * An administrator sets an unconfirmed factor (the route checks the permission table; the route audits it).
 * Only factors no CMS publication we hold confirms may be set; the value keeps the status `unconfirmed`
 * and its source names who set it, when and from what. The year's stored figures and gaps are then recomputed in the
 * background ({@link runFigureRecompute}), and the Admin told when they are.
 */
export function setRafFactor(ports: SetRafFactorPorts, caller: Caller, input: unknown): ResultAsync<RafFactorRow[], ValidationFailed | StorageError> {
  const parsed = SetRafFactorSchema.safeParse(input);
  if (!parsed.success) return errAsync(validationFailed(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), message: issue.message }))));
  const { year, factor, value, note } = parsed.data;
  if (!YEARS.includes(year)) return errAsync(validationFailed([{ field: 'year', message: paymentYearNotAvailable(year, YEARS) }]));
  const settable = settableFactors(year as PaymentYear);
  if (!(settable as string[]).includes(factor)) return errAsync(validationFailed([{ field: 'factor', message: `only an unconfirmed factor can be set; for ${year}: ${settable.join(', ') || 'none'}` }]));
  const key = factor as FactorKey;
  const [low, high] = BOUNDS[key === 'codingAdjustment' ? 'codingAdjustment' : 'normalization'];
  if (value < low || value > high) return errAsync(validationFailed([{ field: 'value', message: `must lie between ${low} and ${high}` }]));
  const at = ports.clock.now();
  const setting: FactorSetting = { year: year as PaymentYear, factor: key, thousandths: Math.round(value * 1000), setBy: caller.userName, setAt: at.toISOString(), note };
  return ports.settings.get().andThen((settings) => {
    const next = [...settings.rafFactors.filter((entry) => entry.year !== setting.year || entry.factor !== setting.factor), setting];
    // The year's stored figures and gaps were valued with the old factor: their recompute is asked for in the factor's
    // own transaction, so no stop can leave a new factor with stale figures nobody will fix; it starts once committed.
    return ports.unitOfWork.run((repositories) => repositories.figureRecomputes.request(setting.year, caller.userId, at)
      .andThen(() => repositories.settings.setRafFactors(next, caller.userId, at)))
      .map(() => {
        ports.figureRecomputeRunner.start(setting.year);
        return rafFactorRows(next);
      });
  });
}
