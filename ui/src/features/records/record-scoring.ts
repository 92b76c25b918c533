import type { Result } from 'neverthrow';
import {
  type PatientListRow, type RafEngine, type RecordDiagnosticRow, type RecordFigures, type RecordId, type ScoringFailed, type ScoringSubject,
  beneficiaryOf, calculatorDemographics, computeRecordFigures, paymentModelLabelOf, paymentModelOf, scorePartD, scorePayment, scoreRecordFigures, sourcesByCode,
} from '@rafdesk/core';
import type { EsrdResult, FactorSetting, ModelChoice, RafResult, RxResult } from '@rafdesk/core/raf';
import type { RecordDemographics } from './records-client.js';

/** The figures of the RAF card: the three payment figures and Part D (RxHCC), scored on the total's codes. */
export type FigureKey = 'total' | 'firstSemester' | 'secondSemester' | 'partD';

/** The demographics a record is scored with, when the server does not say: the patient's sex, date of birth, ESRD and Part D facts, the engine's defaults otherwise. */
export function assumedDemographics(patient: PatientListRow, engine: Pick<RafEngine, 'DEFAULT_PAYMENT_YEAR'>): RecordDemographics {
  return {
    ...calculatorDemographics(patient), paymentYear: engine.DEFAULT_PAYMENT_YEAR,
    esrdStatus: patient.esrdStatus, monthsSinceTransplant: patient.monthsSinceTransplant, lowIncomeSubsidy: patient.lowIncomeSubsidy, rafFactors: [],
  };
}

/** The record as the RAF engine sees it: the same shape the server scores. */
export function scoringSubject(recordId: RecordId, demographics: RecordDemographics, patientActive: boolean, rows: readonly RecordDiagnosticRow[]): ScoringSubject {
  return {
    recordId, paymentYear: demographics.paymentYear, sex: demographics.sex, dateOfBirth: demographics.dateOfBirth,
    dualStatus: demographics.dualStatus, institutional: demographics.institutional, newEnrollee: demographics.newEnrollee,
    originalReasonForEntitlement: demographics.originalReasonForEntitlement, patientActive,
    esrdStatus: demographics.esrdStatus, monthsSinceTransplant: demographics.monthsSinceTransplant, lowIncomeSubsidy: demographics.lowIncomeSubsidy,
    diagnostics: rows.map((row) => ({
      code: row.code, active: row.active, billedFirstSemester: row.billedFirstSemester, billedSecondSemester: row.billedSecondSemester, source: row.source,
    })),
  };
}

/**
 * The record's five figures computed in the browser by the same core function the server stores them with: only a
 * preview of a change not yet answered (and another year's comparison); the card otherwise shows the stored figures.
 */
export function figuresInBrowser(engine: RafEngine, subject: ScoringSubject, rafFactors: readonly FactorSetting[] = []): Result<RecordFigures, ScoringFailed> {
  return scoreRecordFigures(engine, subject, subject.paymentYear, rafFactors);
}

/** The codes each figure is scored from, exactly as core's record figures pick them (asked of core, never re-derived). */
export function figureCodes(subject: ScoringSubject): Record<FigureKey, string[]> {
  const picked: string[][] = [];
  computeRecordFigures(subject.diagnostics, (codes) => {
    picked.push([...codes]);
    return 0;
  });
  return { total: picked[0] ?? [], firstSemester: picked[1] ?? [], secondSemester: picked[2] ?? [], partD: picked[0] ?? [] };
}

/** One model's explained score, or why the engine cannot give it. */
export interface ModelColumn {
  readonly label: string;
  readonly model: ModelChoice;
  readonly result: RafResult | null;
  readonly note: string | null;
  /** The column the RAF card shows (the payment year's own model). */
  readonly shown: boolean;
}

/** An ESRD or RxHCC score explained, or why the engine cannot give it. */
export interface SupplementalExplanation<R extends EsrdResult | RxResult> {
  readonly result: R | null;
  readonly note: string | null;
}

/**
 * A figure of the RAF card explained: CMS-HCC with V24, V28 and the payment-year blend side by side (no columns for an
 * ESRD patient, whom CMS-HCC does not score), the ESRD score that is the figure of an ESRD patient, or Part D.
 */
export interface FigureExplanation {
  readonly key: FigureKey;
  readonly year: number;
  readonly codes: readonly string[];
  readonly columns: readonly ModelColumn[];
  readonly esrd: SupplementalExplanation<EsrdResult> | null;
  readonly partD: SupplementalExplanation<RxResult> | null;
}

/** Explains one figure: the codes it is scored from and every part of the V24, V28 and blended scores. */
export function explainFigure(engine: RafEngine, subject: ScoringSubject, key: FigureKey, rafFactors: readonly FactorSetting[] = []): FigureExplanation {
  const codes = figureCodes(subject)[key];
  const year = subject.paymentYear;
  const base = { key, year, codes, esrd: null, partD: null };
  // Core decides which model pays the record (as the server's figures do); the explanation only lays it out.
  const paying = paymentModelOf(engine, subject, year);
  if (paying.isErr()) {
    const note = paying.error.message;
    return { ...base, columns: (['V24', 'V28', 'blend'] as const).map((model) => ({ label: model, model, result: null, note, shown: false })) };
  }
  const sources = sourcesByCode(subject.diagnostics);
  // The same scorers as the card: Part D, and for an ESRD patient the ESRD model in place of CMS-HCC.
  if (key === 'partD') {
    return { ...base, columns: [], partD: scorePartD(engine, subject, codes, year, rafFactors, sources).match((result) => ({ result, note: null }), (failure) => ({ result: null, note: failure.message })) };
  }
  const model = paying.value;
  if (model.model === 'ESRD') {
    return { ...base, columns: [], esrd: scorePayment(engine, subject, codes, year, rafFactors, sources).match(
      (score) => ({ result: score.model === 'ESRD' ? score.result : null, note: null }), (failure) => ({ result: null, note: failure.message })) };
  }
  const factors = engine.paymentYearFactors(model.year);
  // The same sources the figures were scored with: the year's exclusions are applied and each excluded code named.
  const input = { ...beneficiaryOf(subject), diagnoses: codes, sources: codes.map((code) => sources.get(code)) };
  const column = (choice: ModelChoice, label: string): ModelColumn => engine.scoreBeneficiary(input, { year: model.year, model: choice, factorSettings: rafFactors }).match(
    (result) => ({ label, model: choice, result, note: null, shown: model.choice === choice }),
    (error) => ({ label, model: choice, result: null, note: engine.describeRafError(error), shown: model.choice === choice }),
  );
  const weights = `${factors.blend.weights.V24}% V24 + ${factors.blend.weights.V28}% V28`;
  return { ...base, columns: [column('V24', 'V24'), column('V28', 'V28'), column('blend', `Payment year ${year} (${weights})`)] };
}

/** The card's model label before any change is saved: core's choice for the record, the label the server stores with its figures (no engine run). */
export function recordModelLabel(engine: RafEngine, subject: ScoringSubject): Result<string, ScoringFailed> {
  return paymentModelOf(engine, subject, subject.paymentYear).map((model) => paymentModelLabelOf(engine, model));
}

/** The five stored figures a record's card shows (the patient row or a change's reply). */
export type CardFigures = Pick<RecordFigures, 'rafTotal' | 'rafBilledFirstSemester' | 'rafBilledSecondSemester' | 'billedFractionFirstSemester' | 'billedFractionSecondSemester'>;

/** The record scored as another payment year would score it, beside the record's own year. */
export interface ComparedYear {
  readonly recordYear: number;
  /** The years the engine has tables for, other than the record's. */
  readonly years: readonly number[];
  readonly year: number | null;
  /** Total, first and second semester in the chosen year, each with its difference to the record's year (signed, 2 decimals). */
  readonly figures: readonly { readonly label: string; readonly value: string; readonly difference: string }[] | null;
  /** Why the chosen year cannot score this record. */
  readonly note: string | null;
}

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '\u2212' : '\u00b1'}${Math.abs(value).toFixed(2)}`;

/**
 * The same diagnostics scored as another payment year would score them (its model, factors and diagnosis-source
 * rules), beside the record's own stored figures: what a practice gains or loses as the years change. Null until the record is loaded.
 */
export function yearComparison(
  engine: RafEngine | null, subject: ScoringSubject | null, own: CardFigures | null, year: number | null, rafFactors: readonly FactorSetting[] = [],
): ComparedYear | null {
  if (engine === null || subject === null || own === null) return null;
  const years = engine.PAYMENT_YEARS.filter((candidate) => candidate !== subject.paymentYear);
  const base = { recordYear: subject.paymentYear, years, year };
  if (year === null) return { ...base, figures: null, note: null };
  return figuresInBrowser(engine, { ...subject, paymentYear: year }, rafFactors).match(
    (other) => ({
      ...base, note: null,
      figures: [
        { label: 'Total', value: other.rafTotal.toFixed(2), difference: signed(other.rafTotal - own.rafTotal) },
        { label: 'Billed First Semester', value: other.rafBilledFirstSemester.toFixed(2), difference: signed(other.rafBilledFirstSemester - own.rafBilledFirstSemester) },
        { label: 'Billed Second Semester', value: other.rafBilledSecondSemester.toFixed(2), difference: signed(other.rafBilledSecondSemester - own.rafBilledSecondSemester) },
      ],
    }),
    (failure) => ({ ...base, figures: null, note: failure.message }),
  );
}
