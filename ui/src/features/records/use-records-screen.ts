import { useMemo, useState } from 'react';
import { okAsync } from 'neverthrow';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ListSort, type RecordId, RecordIdSchema, permissionFor } from '@rafdesk/core';
import { pathTo } from '../../shared/services/route-names.js';
import { useGoBack } from '../../shared/services/go-back.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { type DiagnosticSortField, attachedCodes, diagnosticLines, rowKeys, sortLines } from './diagnostic-lines.js';
import { dateText, percentText, rafText, sexText } from './display.js';
import { recordControls } from './record-controls.js';
import { type FigureKey, explainFigure, figuresInBrowser, recordModelLabel, scoringSubject, yearComparison } from './record-scoring.js';
import { recordsClient } from './records-client.js';
import type { RecordsViewProps } from './records-view.js';
import type { FiguresStatus } from './raf-card-view.js';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { useDiagnosticChanges } from './use-diagnostic-changes.js';
import { useFastCoding } from './use-fast-coding.js';
import { useRecordData } from './use-record-data.js';
import { useRecordDialogs } from './use-record-dialogs.js';

/** The Smart PN modal the records view has open: its record and the codes attached in the table. */
export interface SmartPnModalRequest {
  readonly recordId: RecordId;
  readonly attachedCodes: readonly string[];
  readonly draftId: number | null;
  readonly onDraftSaved: (id: number) => void;
  readonly onClose: () => void;
}

/** What the open-gaps panel of the record is given: the record, its coding's revision, and Fast Coding to document a gap with. */
export interface RecordGapsPanelRequest {
  readonly recordId: RecordId;
  readonly codingRevision: string;
  readonly onDocument: ((code: string) => void) | null;
}

/** The address's parameter of the open Smart PN modal: its draft id, 0 for a new note (as the SmartPN route's ID). */
export const SMART_PN_PARAMETER = 'smartPN';

/** The modal's draft in the address: absent when closed, null for a new note, else the draft id. */
function smartPnOf(search: URLSearchParams): { draftId: number | null } | null {
  const raw = search.get(SMART_PN_PARAMETER);
  if (raw === null) return null;
  const id = Number(raw);
  return { draftId: Number.isSafeInteger(id) && id > 0 ? id : null };
}

const FIGURE_TITLES: Record<FigureKey, string> = {
  total: 'RAF Total', firstSemester: 'Billed First Semester', secondSemester: 'Billed Second Semester', partD: 'Part D (RxHCC) payment score',
};

const notesOf = (text: string | null) => (text === null || text.trim() === '' ? [] : text.split('\n').filter((line) => line.trim() !== ''));

/** Everything the records view shows for the record in the address, and what its controls do. */
export function useRecordsScreen(recordParam: string | undefined): RecordsViewProps & { readonly smartPnModal: SmartPnModalRequest | null; readonly gapsRequest: RecordGapsPanelRequest | null } {
  const recordId: RecordId | null = useMemo(() => {
    const parsed = RecordIdSchema.safeParse(Number(recordParam));
    return parsed.success ? parsed.data : null;
  }, [recordParam]);
  const api = useService('api');
  const effects = useService('effects');
  const saySaved = useSaySaved();
  const today = useService('today');
  const clinical = useService('clinical');
  const { user } = useSession();
  const navigate = useNavigate();
  // Back to the list the record was opened from, with its search, order and page; My Patients when opened from a link.
  const goBack = useGoBack(pathTo('PatientsView'));
  const client = useMemo(() => recordsClient(api), [api]);
  const data = useRecordData(client, recordId);
  const controls = recordControls(user?.role ?? 'InsuranceStaff');
  const patientActive = data.patient?.active ?? false;
  const busy = data.pending > 0;

  const subject = useMemo(() => (recordId !== null && data.demographics ? scoringSubject(recordId, data.demographics, patientActive, data.rows) : null),
    [recordId, data.demographics, patientActive, data.rows]);
  // The browser scores the card only to preview a change the server has not answered yet; otherwise the card is the stored one.
  const previewing = data.previewing > 0;
  const preview = useMemo(() => (previewing && data.engine && subject ? figuresInBrowser(data.engine, subject, data.demographics?.rafFactors).unwrapOr(null) : null),
    [previewing, data.engine, subject, data.demographics]);
  const chosenLabel = useMemo(() => (data.engine && subject ? recordModelLabel(data.engine, subject) : null), [data.engine, subject]);
  // How sure the total is and the Part D score are the server's, read with the record's scoring (and again after a change).
  const paymentFigures = data.demographics?.paymentFigures ?? null;
  const factorStatus = paymentFigures?.totalStatus ?? null;
  const partD = paymentFigures && { ...paymentFigures.partD, value: paymentFigures.partD.score === null ? null : rafText(paymentFigures.partD.score) };
  const [compareYear, setCompareYear] = useState<number | null>(null);
  const comparison = useMemo(() => yearComparison(data.engine, subject, data.patient, compareYear, data.demographics?.rafFactors), [data.engine, subject, data.patient, compareYear, data.demographics]);
  const [explaining, setExplaining] = useState<FigureKey | null>(null);
  const explanation = useMemo(() => (explaining && data.engine && subject ? explainFigure(data.engine, subject, explaining, data.demographics?.rafFactors) : null), [explaining, data.engine, subject, data.demographics]);
  const keys = useMemo(() => rowKeys(data.rows), [data.rows]);
  const [sort, setSort] = useState<ListSort<DiagnosticSortField> | null>(null);
  const lines = useMemo(() => sortLines(diagnosticLines(data.rows, keys, { patientActive, busy, mayToggle: controls.toggle }), sort), [data.rows, keys, patientActive, busy, controls.toggle, sort]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // The codes attached in the table when Create Smart PN was pressed; a reopened draft brings its own.
  const [smartPnCodes, setSmartPnCodes] = useState<readonly string[]>([]);
  const [search, setSearch] = useSearchParams();
  const smartPn = smartPnOf(search);
  const setSmartPn = (draftId: number | null, replace: boolean) => setSearch((current) => {
    const next = new URLSearchParams(current);
    if (draftId === null) next.delete(SMART_PN_PARAMETER);
    else next.set(SMART_PN_PARAMETER, String(draftId));
    return next;
  }, { replace });

  // The footer's payment year is the record's own (the stored figures'), else the one the engine scores today's coding for.
  const dialogs = useRecordDialogs(data, client, recordId, clinical, () => ({ printedOn: today(), paymentYear: subject?.paymentYear ?? data.engine?.DEFAULT_PAYMENT_YEAR ?? Number(today().slice(0, 4)) }));
  const changes = useDiagnosticChanges(data, client, recordId, {
    today,
    warn: (text) => effects.showToast({ severity: 'warning', title: 'Warning', text }),
    inform: (text) => effects.showToast({ severity: 'info', title: '', text }),
    succeed: saySaved,
    ask: dialogs.ask,
  });
  const fastCoding = useFastCoding(data, client, recordId, subject, controls.optimizer);

  const patient = data.patient;
  const shown = preview ?? patient;
  const status: FiguresStatus = busy ? { kind: 'saving' } : chosenLabel?.isErr() ? { kind: 'unscored', reason: chosenLabel.error.message } : { kind: 'server' };
  return {
    loading: data.loading, error: data.error, printing: dialogs.printing,
    header: {
      userFullName: user?.fullName ?? '', userName: user?.userName ?? '',
      onGoBack: goBack,
      fastCodingDisabled: !controls.addDiagnostics || !patientActive,
      onFastCoding: fastCoding.open,
      // A record that was not shown (refused, missing) offers nothing to act on.
      autoBilling: controls.autoBilling && patient !== null ? { disabled: !patientActive || busy, onClick: changes.onAutoBilling } : null,
    },
    patient: patient && {
      fullName: patient.patientName, contractNumber: patient.insuranceContractNumber ?? '', insuranceName: patient.insuranceName ?? '',
      plan: patient.planName ?? '', dateOfBirth: dateText(patient.dateOfBirth), sex: sexText(patient.sex), active: patient.active,
    },
    raf: shown && {
      total: rafText(shown.rafTotal),
      firstSemester: { billed: rafText(shown.rafBilledFirstSemester), percent: percentText(shown.billedFractionFirstSemester) },
      secondSemester: { billed: rafText(shown.rafBilledSecondSemester), percent: percentText(shown.billedFractionSecondSemester) },
      modelLabel: preview?.modelLabel ?? data.storedModelLabel ?? chosenLabel?.unwrapOr(null) ?? null, factorStatus, partD, status,
      onExplain: subject && data.engine ? setExplaining : null,
      onCalculate: controls.calculateRaf ? changes.onCalculate : null, calculateDisabled: busy,
      comparison: comparison && { ...comparison, onYear: setCompareYear },
    },
    doctorNotes: { title: 'Doctor Notes', notes: notesOf(patient?.doctorNotes ?? null), onAdd: controls.doctorNote ? () => dialogs.openNote('doctor') : null },
    magNotes: { title: 'MAG Notes', notes: notesOf(patient?.magNotes ?? null), onAdd: controls.magNote ? () => dialogs.openNote('mag') : null },
    progressNotes: controls.pnHistory && recordId !== null && patient !== null ? {
      onHistory: () => void navigate(pathTo('SmartPNHistory', { recordID: recordId })),
      smartPn: controls.smartPn ? {
        disabled: !patientActive,
        onClick: () => {
          setSmartPnCodes(attachedCodes(data.rows));
          setSmartPn(0, false);
        },
      } : null,
    } : null,
    // The wizard opens in the spec's modal, its draft in the address; closing it reads the record again (a submitted
    // note documents its diagnoses).
    smartPnModal: smartPn !== null && recordId !== null ? {
      recordId, attachedCodes: smartPnCodes, draftId: smartPn.draftId,
      onDraftSaved: (id) => setSmartPn(id, true),
      onClose: () => {
        setSmartPnCodes([]);
        setSmartPn(null, false);
        void data.commit(okAsync(null), { rows: 'reload' });
      },
    } : null,
    noteEditor: dialogs.noteEditor,
    table: {
      lines, loading: data.rowsLoading, expandedKeys: expanded, onExpandedChange: setExpanded, busy, sort, onSort: setSort,
      onBilling: changes.onBilling, onActive: changes.onActive,
      attach: controls.attach ? { disabled: busy || !patientActive, onToggle: changes.onAttach } : null,
      onDelete: controls.deleteRow ? dialogs.askDeleteOne : null,
      onExportExcel: controls.exportExcel ? dialogs.onExportExcel : null,
      onPrint: dialogs.onPrint,
      onDeleteAll: controls.deleteAll ? dialogs.askDeleteAll : null,
    },
    fastCoding: fastCoding.view,
    explanation: {
      title: explaining ? FIGURE_TITLES[explaining] : null, explanation, onHide: () => setExplaining(null),
      onSetFactor: permissionFor('rafFactors.set').roles.includes(user?.role ?? 'InsuranceStaff')
        ? (input) => client.setRafFactor(input).map(() => data.refreshDemographics()).match(() => null, (error) => (error.kind === 'Refused' ? error.messages.join('; ') : 'The factor could not be saved'))
        : undefined,
    },
    confirm: dialogs.confirm,
    message: dialogs.message,
    insertSummary: fastCoding.summary && { summary: fastCoding.summary, onDismiss: fastCoding.dismissSummary },
    // The gaps are read again whenever a code, its date or its Active box changes: the server recomputes them with the change.
    gapsRequest: recordId !== null && patient !== null ? {
      recordId, codingRevision: data.rows.map((row) => `${row.code}:${row.serviceDate ?? ''}:${row.active ? 1 : 0}`).join(','),
      onDocument: controls.addDiagnostics && patientActive ? (code) => fastCoding.openWith([code]) : null,
    } : null,
  };
}
