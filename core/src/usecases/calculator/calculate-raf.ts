import { errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import { readCodeList } from '../../coding/code-list.js';
import { calculatorFigures, calculatorOptimiser } from '../../coding/calculator-scoring.js';
import type { OptimisedOut, OptimiserOutcome } from '../../coding/optimiser-verdicts.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { CatalogueDiagnostic } from '../../domain/catalogue-diagnostic.js';
import type { CalculatorRequest } from '../../domain/calculator.js';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { partitionByCatalogue } from '../records/diagnostic-codes.js';
import { currentPaymentYear } from '../records/payment-year.js';

/** One line of the calculator's result: a code as listed, with the catalogue's columns when it has them. */
export interface CalculatorRow {
  readonly code: string;
  /** The catalogue's entry; null for a code it does not hold (or a token that is not a code). */
  readonly entry: CatalogueDiagnostic | null;
  /** Counted in the RAF total. */
  readonly counted: boolean;
  /** Why it is not counted; null when it is. */
  readonly reason: string | null;
  readonly trumpedBy: string | null;
  /** The RAF of every counted code, repeated on each row (the screen reads it from the first). */
  readonly rafTotal: number;
}

export interface CalculatorResult {
  readonly rafTotal: number;
  readonly modelLabel: string;
  readonly rows: readonly CalculatorRow[];
}

function counted(engine: RafEngine, request: CalculatorRequest, known: readonly string[], year: number): Result<OptimiserOutcome, ScoringFailed> {
  return request.optimize ? calculatorOptimiser(engine, request, known, [], year) : ok({ keep: known, left: [] });
}

function rows(codes: readonly string[], invalid: readonly string[], entries: readonly CatalogueEntry[], keep: readonly string[], left: readonly OptimisedOut[], rafTotal: number): CalculatorRow[] {
  const entryOf = new Map(entries.map((entry) => [entry.code, entry]));
  const fromCodes = codes.map((code): CalculatorRow => {
    const entry = entryOf.get(code);
    const out = left.find((item) => item.code === code);
    if (!entry?.active) return { code, entry: entry ?? null, counted: false, reason: 'not in the diagnostic catalogue', trumpedBy: null, rafTotal };
    if (keep.includes(code)) return { code, entry, counted: true, reason: null, trumpedBy: null, rafTotal };
    return { code, entry, counted: false, reason: out?.reason ?? null, trumpedBy: out?.trumpedBy ?? null, rafTotal };
  });
  return [...fromCodes, ...invalid.map((token): CalculatorRow => ({ code: token, entry: null, counted: false, reason: 'not a diagnosis code', trumpedBy: null, rafTotal }))];
}

/**
 * The Mag Calculator: the RAF of a pasted list of codes for an entered date of birth and sex, in the current payment
 * year, with a line per code (catalogue columns, counted or why not). Nothing is stored. The Optimizer is for the
 * calculator's internal roles (MAG roles and Training).
 */
export function calculateRaf(ports: Pick<AppPorts, 'catalogue' | 'settings'>, caller: ClinicalCaller, request: CalculatorRequest): ResultAsync<CalculatorResult, Forbidden | ScoringFailed | StorageError> {
  if (request.optimize && !can(caller, 'calculator.useOptimizer')) return errAsync(forbidden);
  const list = readCodeList(request.codes);
  return loadRafEngine().andThen((engine) => ports.settings.get().andThen((settings) => currentPaymentYear(ports.settings).andThen((year) =>
    ports.catalogue.findMany(list.codes).andThen((entries) => {
      const { known } = partitionByCatalogue(list.codes, entries);
      return counted(engine, request, known, year).andThen(({ keep, left }) =>
        calculatorFigures(engine, request, keep.map((code) => ({ code, active: true, billedFirstSemester: false, billedSecondSemester: false })), year, settings.rafFactors)
          .map((figures) => ({ rafTotal: figures.rafTotal, modelLabel: figures.modelLabel, rows: rows(list.codes, list.invalid, entries, keep, left, figures.rafTotal) })));
    }))));
}
