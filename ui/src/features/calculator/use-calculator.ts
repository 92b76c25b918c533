import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  type Plan, type RafEngine, RecordIdSchema, ageOn, calculatorDemographics, calculatorHeaderComplete, can, fieldErrors, rafChangeWords, screenCodeList,
  formatTypedDate, genderOptions, parseTypedDate, readCodeList, validateCalculatorForm,
} from '@rafdesk/core';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { useRafEngineQuery } from '../../shared/query/use-raf-engine.js';
import { usePaymentYearsQuery } from '../../shared/query/use-payment-years.js';
import { type CalculatorRecord, calculatorClient } from './calculator-client.js';
import { CALCULATOR_KEYS, useCalculatorPlansQuery, useCalculatorRecordQuery, useCatalogueEntries } from './calculator-queries.js';
import type { CalculatorDraft } from './calculator-form-view.js';
import { type CalculatorRow, asRecordDiagnostics, calculatorRaf, rowOfCode, withFigures } from './calculator-rows.js';
import type { CalculatorViewProps } from './calculator-view.js';
import { optimiserLeftOut } from './optimiser-preview.js';

const EMPTY: CalculatorDraft = { recordId: '', patientName: '', dateOfBirth: '', sex: null, planName: null };
const NO_PLANS: readonly Plan[] = [];

/**
 * The Mag Calculator, or with `?recordID=` the patient diagnostic calculator: codes pasted by list, categories and
 * RAF computed in the browser by the core engine (4 decimals), checkboxes per row, print, and for a patient the
 * notes and the PDF and Excel exports.
 */
export function useCalculator(recordParam: string | null): CalculatorViewProps {
  const api = useService('api');
  const clinical = useService('clinical');
  const today = useService('today');
  const { user } = useSession();
  const navigate = useNavigate();
  const role = user?.role ?? 'InsuranceStaff';
  const actor = { role };
  const readOnly = !can(actor, 'calculator.edit');
  const client = useMemo(() => calculatorClient(api), [api]);
  const recordId = recordParam === null ? null : RecordIdSchema.safeParse(Number(recordParam)).data ?? null;
  const engine = useRafEngineQuery().data ?? null;
  const plans = useCalculatorPlansQuery(client).data ?? NO_PLANS;
  const record = useCalculatorRecordQuery(client, recordId);
  const catalogueEntries = useCatalogueEntries(client);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CalculatorDraft>(EMPTY);
  const [errors, setErrors] = useState<CalculatorViewProps['form']['errors']>({});
  const [message, setMessage] = useState<string | null>(null);
  const [rows, setRows] = useState<readonly CalculatorRow[]>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState({ visible: false, pasted: '', optimize: false });
  const [printing, setPrinting] = useState(false);
  const patient = record.data?.patient ?? null;

  // The saved record (each time it is read) is where a patient's calculation starts: its header and its rows.
  const startFromRecord = useCallback((saved: CalculatorRecord, scorer: RafEngine) => {
    const found = saved.patient;
    if (found) setDraft({ recordId: String(found.recordId), patientName: found.patientName, dateOfBirth: formatTypedDate(found.dateOfBirth), sex: found.sex, planName: found.planName });
    setRows(saved.rows.map((row) => rowOfCode(scorer, row.code, scorer.DEFAULT_PAYMENT_YEAR, null, row)));
  }, []);
  useEffect(() => {
    if (record.data !== undefined && engine !== null) startFromRecord(record.data, engine);
  }, [record.data, engine, startFromRecord]);

  const dob = parseTypedDate(draft.dateOfBirth).unwrapOr(null);
  // The year today's coding pays unless the user switches: the calculation then shows its difference to that year.
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  // The server says which year the portal works in; the engine's own default only stands in until it answers (or if it cannot).
  const serverYear = usePaymentYearsQuery().data?.current ?? null;
  const currentYear = serverYear ?? engine?.DEFAULT_PAYMENT_YEAR ?? null;
  const year = chosenYear ?? currentYear;
  const raf = useMemo(() => (engine && dob && draft.sex && year !== null ? calculatorRaf(engine, { sex: draft.sex, dateOfBirth: dob }, rows, year) : null), [engine, dob, draft.sex, rows, year]);
  const currentRaf = useMemo(() => (engine && dob && draft.sex && currentYear !== null && year !== currentYear
    ? calculatorRaf(engine, { sex: draft.sex, dateOfBirth: dob }, rows, currentYear) : null), [engine, dob, draft.sex, rows, year, currentYear]);
  // The calculator's codes are screened as one visit of the service year (core's screenCodeList), as `rafdesk code` does.
  const highRisk = useMemo(() => (engine && dob && draft.sex && year !== null
    ? screenCodeList(engine, { patient: calculatorDemographics({ sex: draft.sex, dateOfBirth: dob }), codes: rows.filter((row) => row.active).map((row) => row.code), paymentYear: year })
      .map((flag) => ({ code: flag.code, title: flag.title, why: flag.why, alternative: flag.alternative, rafChange: rafChangeWords(flag) }))
    : []), [engine, dob, draft.sex, rows, year]);
  const pastedCodes = useMemo(() => (engine ? engine.parseCodeList(dialog.pasted) : []), [engine, dialog.pasted]);
  const optimizerAllowed = can(actor, 'calculator.useOptimizer');
  const leftOut = useMemo(() => (engine && dob && draft.sex && dialog.optimize && optimizerAllowed
    ? optimiserLeftOut(engine, { sex: draft.sex, dateOfBirth: dob }, pastedCodes, rows.filter((row) => row.active).map((row) => row.code), year ?? engine.DEFAULT_PAYMENT_YEAR)
    : { keep: readCodeList(pastedCodes).codes, left: [] }), [engine, dob, draft.sex, dialog.optimize, optimizerAllowed, pastedCodes, rows, year]);

  const insert = () => {
    const checked = validateCalculatorForm({ recordId: Number(draft.recordId) || undefined, patientName: draft.patientName, dateOfBirth: draft.dateOfBirth, sex: draft.sex, planName: draft.planName, codes: pastedCodes });
    if (pastedCodes.length === 0 || engine === null) return;
    if (checked.isErr()) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(checked.error)).map(([field, texts]) => [field, texts[0]])));
      return;
    }
    const fresh = leftOut.keep.filter((code) => !rows.some((row) => row.code === code));
    void catalogueEntries(fresh).then((entries) => {
      if (entries === null) return;
      setRows((current) => [...current, ...fresh.map((code) => rowOfCode(engine, code, year ?? engine.DEFAULT_PAYMENT_YEAR, entries.get(code) ?? null))]);
      setDialog({ visible: false, pasted: '', optimize: dialog.optimize });
      setMessage(leftOut.left.length > 0 ? `Left out by the Optimizer: ${leftOut.left.map((code) => `${code.code} (${code.reason})`).join('; ')}` : null);
    });
  };
  const exportWith = async (kind: 'pdf' | 'excel') => {
    if (patient === null) return;
    const report = withFigures(patient, raf, rows);
    const printed = { printedOn: today(), paymentYear: year ?? engine?.DEFAULT_PAYMENT_YEAR ?? Number(today().slice(0, 4)) };
    const file = kind === 'pdf' ? await (await clinical.printer()).print(report, asRecordDiagnostics(rows), printed) : await (await clinical.spreadsheets()).recordDiagnostics(report, asRecordDiagnostics(rows));
    file.map(clinical.save);
  };

  return {
    userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
    onBack: recordId !== null ? () => void navigate(pathTo('PatientsView')) : null,
    onFastCoding: !readOnly && calculatorHeaderComplete(draft) ? () => setDialog({ ...dialog, visible: true }) : null,
    form: {
      draft, errors, readOnly: readOnly || recordId !== null, sexes: genderOptions(), plans: plans.map((plan) => plan.name),
      ageText: dob ? `${ageOn(dob, today())} years old` : null,
      onChange: (change) => { setDraft((current) => ({ ...current, ...change })); setErrors({}); },
      onReset: () => {
        setRows([]); setMessage(null); setErrors({});
        if (recordId === null) {
          setDraft(EMPTY);
          return;
        }
        // Back to the record as saved: what is cached at once, and the record read again behind it.
        if (record.data !== undefined && engine !== null) startFromRecord(record.data, engine);
        void queryClient.invalidateQueries({ queryKey: CALCULATOR_KEYS.record(recordId) });
      },
    },
    message,
    results: {
      rafTotal: raf ? raf.rafTotal.toFixed(4) : null, modelLabel: raf?.modelLabel ?? null, rows, expanded, onExpandedChange: setExpanded, readOnly, highRisk,
      paymentYear: engine && year !== null && currentYear !== null ? {
        year, years: engine.PAYMENT_YEARS, onYear: setChosenYear, currentYear,
        difference: raf && currentRaf ? `${signedDifference(raf.rafTotal - currentRaf.rafTotal)} against PY${currentYear}` : null,
      } : null,
      onToggle: (code, field) => setRows((current) => current.map((row) => (row.code === code ? { ...row, [field]: !row[field] } : row))),
      onDelete: can(actor, 'calculator.deleteDiagnostic') ? (code) => setRows((current) => current.filter((row) => row.code !== code)) : null,
      onPrint: () => { setPrinting(true); setTimeout(() => { window.print(); setPrinting(false); }, 0); },
    },
    dialog: {
      visible: dialog.visible, pasted: dialog.pasted, onPasted: (pasted) => setDialog({ ...dialog, pasted }),
      optimizer: optimizerAllowed ? { checked: dialog.optimize, onChange: (optimize) => setDialog({ ...dialog, optimize }) } : null,
      ready: engine !== null, leftOut: leftOut.left, onClose: () => setDialog({ ...dialog, visible: false }), onInsert: insert,
    },
    patientTools: patient ? { doctorNotes: patient.doctorNotes ?? '', magNotes: patient.magNotes ?? '', onExportPdf: () => void exportWith('pdf'), onExportExcel: () => void exportWith('excel') } : null,
    printing,
  };
}

const signedDifference = (value: number) => `${value > 0 ? '+' : value < 0 ? '\u2212' : '\u00b1'}${Math.abs(value).toFixed(4)}`;
