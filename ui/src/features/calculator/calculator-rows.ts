import {
  type CalculatorFigures, type CalculatorPatient, type CatalogueDiagnostic, type PatientListRow, type RafEngine, type RecordDiagnosticRow,
  calculatorFigures, isPaymentYear, DEFAULT_DIAGNOSIS_SOURCE,
} from '@rafdesk/core';

/** One diagnostic of a calculation: texts, categories from the engine's tables, and its checkboxes. */
export interface CalculatorRow {
  readonly code: string;
  readonly description: string;
  readonly documentation: string;
  readonly v24Hcc1: number | null;
  readonly v24Hcc2: number | null;
  readonly cmsHcc1: number | null;
  readonly cmsHcc2: number | null;
  readonly rxHcc1: number | null;
  readonly crosswalkDx: string;
  readonly crosswalkRx: string;
  readonly alert: string;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
  readonly active: boolean;
  /** What the record's row says of the code (treatment, specialty, provider, service date, source), kept for the exports. */
  readonly fromRecord: Pick<RecordDiagnosticRow, 'clinicalManifestations' | 'treatment' | 'specialty' | 'provider' | 'serviceDate' | 'source'> | null;
}

/** A code as the calculator lists it: V28 and RxHCC categories from the engine for the payment year, texts from the catalogue. */
export function rowOfCode(engine: RafEngine, code: string, year: number, entry: CatalogueDiagnostic | null, saved?: RecordDiagnosticRow): CalculatorRow {
  const categories = isPaymentYear(engine, year) ? engine.lookupCode(code, year) : engine.lookupCode(code);
  return {
    code,
    description: entry?.description ?? saved?.description ?? '',
    documentation: saved?.documentation ?? entry?.clinicalManifestations ?? '',
    v24Hcc1: categories.v24?.[0]?.number ?? null,
    v24Hcc2: categories.v24?.[1]?.number ?? null,
    cmsHcc1: categories.v28?.[0]?.number ?? null,
    cmsHcc2: categories.v28?.[1]?.number ?? null,
    rxHcc1: categories.rx?.[0]?.number ?? null,
    crosswalkDx: entry?.crosswalkDx ?? '',
    crosswalkRx: entry?.crosswalkRx ?? '',
    alert: entry?.alert ?? saved?.alert ?? '',
    billedFirstSemester: saved?.billedFirstSemester ?? false,
    billedSecondSemester: saved?.billedSecondSemester ?? false,
    active: saved?.active ?? true,
    fromRecord: saved === undefined ? null : {
      clinicalManifestations: saved.clinicalManifestations, treatment: saved.treatment, specialty: saved.specialty, provider: saved.provider,
      serviceDate: saved.serviceDate, source: saved.source,
    },
  };
}

/** The calculation's RAF: core's calculator figures, or null when the engine cannot score this patient or year. */
export type CalculatorRaf = CalculatorFigures;

/** Scores the rows for a patient of this sex and date of birth (core's one calculator); null when the engine cannot. */
export function calculatorRaf(engine: RafEngine, patient: CalculatorPatient, rows: readonly CalculatorRow[], year: number): CalculatorRaf | null {
  return calculatorFigures(engine, patient, rows, year).unwrapOr(null);
}

/**
 * The calculation as a record's rows, for the diagnostics report exports (PDF and Excel): the same columns as the
 * record's own report, a code loaded from the record keeping its treatment, specialty, provider and service date.
 */
export function asRecordDiagnostics(rows: readonly CalculatorRow[]): RecordDiagnosticRow[] {
  return rows.map((row) => ({
    code: row.code, description: row.description, v24Hcc1: row.v24Hcc1, v24Hcc2: row.v24Hcc2, v28Hcc1: row.cmsHcc1, v28Hcc2: row.cmsHcc2,
    clinicalManifestations: null, treatment: null, specialty: null, provider: null, serviceDate: null, source: DEFAULT_DIAGNOSIS_SOURCE,
    ...row.fromRecord,
    alert: row.alert === '' ? null : row.alert,
    inProgressNotePreview: false, inProgressNote: false, billedFirstSemester: row.billedFirstSemester, billedSecondSemester: row.billedSecondSemester,
    active: row.active, documentation: row.documentation === '' ? null : row.documentation,
  }));
}

/** The patient with the calculation's figures, for the diagnostics report exports. */
export function withFigures(patient: PatientListRow, raf: CalculatorRaf | null, rows: readonly CalculatorRow[]): PatientListRow {
  if (raf === null) return { ...patient, diagnosisCount: rows.length };
  const { modelLabel: _label, ...figures } = raf;
  return { ...patient, ...figures, diagnosisCount: rows.length };
}
