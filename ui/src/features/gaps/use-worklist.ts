import { useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  GAP_KINDS, GAP_KIND_LABELS, PRE_VISIT_DAY_MAX, WORKLIST_SORT_FIELDS, can, doctorReach, endpointKey, gapWorklistEndpoint, isInsuranceBoundRole, recordGapsEndpoint, selectsDoctor,
  type DoctorId, type InsuranceId, type ListSort, type PatientGap, type RecordId, type WorklistQuery, type WorklistRow, type WorklistSortField, dollarsText, gapRafText,
} from '@rafdesk/core';
import { useExportProgress } from '../../shared/export/export-progress.js';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { dateText } from '../../shared/format/date-text.js';
import { fromResult } from '../../shared/query/from-result.js';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useSearchText } from '../../shared/components/use-search-text.js';
import { useOpenFromHere } from '../../shared/services/go-back.js';
import { namedDoctorId } from '../../shared/services/named-doctor.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { gapLine, gapTitle, historyLine, orderedGaps } from './gap-lines.js';
import { useGapsClient } from './use-gaps-client.js';
import { useGapDecisions } from './use-gap-decisions.js';
import { useHistoryImport } from './use-history-import.js';
import { filtered, filtersOf, NO_FILTERS, paramsWithFilters, type WorklistFilters } from './worklist-filters.js';
import { worklistWorkbook } from './worklist-export.js';
import type { WorklistViewProps } from './worklist-view.js';
import { daysLeftText } from './worklist-words.js';

const HCC_FORMAT_MESSAGE = 'Write an HCC as HCC37';
const sortFieldOf = (field: string | undefined): WorklistSortField | undefined => WORKLIST_SORT_FIELDS.find((known) => known === field);
const historyKey = (recordId: number, gapKey: string) => `${recordId} ${gapKey}`;

/** The gap worklist: filters, order and page in the address; a patient's gaps opened in place, decided and documented there. */
export function useWorklist(): WorklistViewProps {
  const clinical = useService('clinical');
  const saySaved = useSaySaved();
  const queryClient = useQueryClient();
  const openFromHere = useOpenFromHere();
  const { user, currentDoctor } = useSession();
  const role = user?.role ?? 'InsuranceStaff';
  const client = useGapsClient();

  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const setFilters = (change: Partial<WorklistFilters>) => setParams((current) => paramsWithFilters(current, { ...filtersOf(current), ...change }), { replace: true });
  // Doctors choose nothing (their own); Staff name the doctor chosen at sign-in; the others may pick any doctor in reach.
  const withDoctorFilter = doctorReach(role, 'gaps.view') !== 'own' && !selectsDoctor(role);
  const doctorId = namedDoctorId(role, currentDoctor, withDoctorFilter ? filters.doctorId as DoctorId | null : null);
  const readOnly = !can({ role }, 'gaps.dispose');
  const doctors = useQuery({ queryKey: ['gaps', 'doctors'], enabled: withDoctorFilter, staleTime: 5 * 60_000, queryFn: () => fromResult(client.doctors()) }).data ?? [];
  const insurances = useQuery({ queryKey: ['gaps', 'insurances'], enabled: !isInsuranceBoundRole(role), staleTime: 5 * 60_000, queryFn: () => fromResult(client.insurances()) }).data ?? [];

  const queryOf = (request: { pageNumber: number; pageSize: number; searchQuery: string | null; sort: ListSort<string> | null }): WorklistQuery => {
    const field = sortFieldOf(request.sort?.field);
    return {
      window: { pageNumber: request.pageNumber, pageSize: request.pageSize }, searchQuery: request.searchQuery, doctorId,
      insuranceId: filters.insuranceId as InsuranceId | null, kind: filters.kind, hcc: filters.hcc, status: filters.status, paymentYear: null,
      sort: field === undefined || request.sort === null ? null : { field, direction: request.sort.direction },
    };
  };
  const list = usePagedList(endpointKey(gapWorklistEndpoint, doctorId, filters), { searchQuery: null as string | null },
    (request) => client.worklist(queryOf(request)), { sortFields: WORKLIST_SORT_FIELDS });
  const search = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  const [hccText, setHccText] = useState<string | null>(null);
  const [hccError, setHccError] = useState<string | null>(null);
  const applyHcc = () => {
    const text = (hccText ?? filters.hcc ?? '').trim();
    if (text !== '' && !/^HCC\d{1,4}$/i.test(text)) return setHccError(HCC_FORMAT_MESSAGE);
    setHccError(null);
    setHccText(null);
    setFilters({ hcc: text === '' ? null : text.toUpperCase() });
  };

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [histories, setHistories] = useState<ReadonlySet<string>>(new Set());
  const historyRecords = [...new Set([...histories].map((key) => Number(key.split(' ')[0])))];
  const recordGaps = useQueries({
    queries: historyRecords.map((recordId) => ({
      queryKey: endpointKey(recordGapsEndpoint, recordId), queryFn: () => fromResult(client.recordGaps(recordId as RecordId)),
    })),
  });
  const historyOf = (recordId: number, gapKey: string) => {
    const read = recordGaps[historyRecords.indexOf(recordId)]?.data;
    const found = read?.gaps.find((gap) => gap.key === gapKey);
    return found?.history ?? null;
  };

  const refresh = (recordId: number) => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(gapWorklistEndpoint) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(recordGapsEndpoint, recordId) });
  };
  const decisions = useGapDecisions(client, user?.userId ?? null, (recordId) => refresh(recordId));
  const mayAddCodes = can({ role }, 'record.addDiagnostics');
  const [adding, setAdding] = useState(false);
  const findGap = (recordId: number, key: string): { row: WorklistRow; gap: PatientGap } | null => {
    const row = list.rows.find((candidate) => candidate.patient.recordId === recordId);
    const gap = row?.gaps.find((candidate) => candidate.key === key);
    return row && gap ? { row, gap } : null;
  };
  const withGap = (act: (recordId: RecordId, found: { row: WorklistRow; gap: PatientGap }) => void) => (recordId: number, key: string) => {
    const found = findGap(recordId, key);
    if (found) act(recordId as RecordId, found);
  };

  const effects = useService('effects');
  const [printing, setPrinting] = useState(false);
  const preVisitDay = () => {
    setPrinting(true);
    void client.preVisitDay(list.rows.slice(0, PRE_VISIT_DAY_MAX).map((row) => row.patient.recordId as RecordId)).match((file) => {
      setPrinting(false);
      clinical.save({ fileName: file.fileName, mediaType: 'application/pdf', bytes: file.bytes });
    }, () => {
      setPrinting(false);
      effects.showToast({ severity: 'danger', title: 'Error', text: 'The pre-visit summaries could not be made' });
    });
  };

  const historyImport = useHistoryImport(client, doctorId);
  const exporting = useExportProgress();
  const exportRows = () => exporting.run(async (onProgress) => {
    const all = await client.worklistAll(queryOf({ ...list.page, searchQuery: list.filter.searchQuery, sort: list.sort }));
    if (all.isOk()) (await (await clinical.spreadsheets()).workbook(worklistWorkbook(all.value, onProgress))).map(clinical.save);
  });

  const firstRow = list.rows[0];
  return {
    userFullName: user?.fullName ?? '',
    daysLeft: firstRow ? daysLeftText(firstRow.daysLeft) : null,
    readOnly,
    filters: {
      doctor: withDoctorFilter ? { options: doctors.map((doctor) => ({ label: doctor.fullName, value: doctor.id as number })), value: filters.doctorId, onChange: (value) => setFilters({ doctorId: value }) } : null,
      insurance: isInsuranceBoundRole(role) ? null
        : { options: insurances.map((insurance) => ({ label: insurance.name, value: insurance.id as number })), value: filters.insuranceId, onChange: (value) => setFilters({ insuranceId: value }) },
      kind: { options: GAP_KINDS.map((kind) => ({ label: GAP_KIND_LABELS[kind], value: kind })), value: filters.kind, onChange: (kind) => setFilters({ kind }) },
      status: { value: filters.status, onChange: (status) => setFilters({ status }) },
      hcc: { text: hccText ?? filters.hcc ?? '', onText: (text) => { setHccText(text); setHccError(null); }, onApply: applyHcc, error: hccError },
      search: { text: search.text, onText: search.onText, onSearch: search.onSearch },
      onClear: filtered(filters) || list.filter.searchQuery !== null ? () => {
        search.onClear?.();
        setHccText(null);
        setHccError(null);
        setFilters(NO_FILTERS);
      } : null,
    },
    ...pagedRowsOf(list),
    rows: list.rows.map((row) => ({
      recordId: row.patient.recordId, patientName: row.patient.patientName, dateOfBirth: dateText(row.patient.dateOfBirth), doctorName: row.patient.doctorName,
      insuranceName: row.patient.insuranceName ?? '', openGaps: row.openWorth.gaps, openRaf: gapRafText(row.openWorth.raf),
      openDollars: row.openWorth.annualBudget === null ? '' : dollarsText(row.openWorth.annualBudget),
      gaps: orderedGaps(row.gaps).map((gap) => {
        const shown = histories.has(historyKey(row.patient.recordId, gap.key));
        const history = shown ? historyOf(row.patient.recordId, gap.key) : null;
        return { ...gapLine(gap, { document: mayAddCodes, dispose: !readOnly }, false), history: shown ? { loading: history === null, lines: (history ?? []).map(historyLine) } : null };
      }),
    })),
    expanded, onExpandedChange: setExpanded,
    onOpenRecord: (recordId) => openFromHere(pathTo('RecordsView', { recordID: recordId })),
    busy: decisions.busy || adding,
    gapEvents: {
      onDocument: withGap((recordId, { row, gap }) => {
        setAdding(true);
        void client.addCode(recordId, gap.valueCode).match(() => {
          setAdding(false);
          refresh(recordId);
          saySaved(`${gap.valueCode} is added to the record of ${row.patient.patientName}: ${gapTitle(gap)} is documented`);
        }, () => setAdding(false));
      }),
      onNotPresent: withGap((recordId, { gap }) => decisions.notPresent(recordId, gap)),
      onDefer: withGap((recordId, { gap }) => decisions.defer(recordId, gap)),
      onReopen: withGap((recordId, { gap }) => decisions.reopen(recordId, gap)),
      onHistory: (recordId, key) => setHistories((current) => {
        const next = new Set(current);
        if (!next.delete(historyKey(recordId, key))) next.add(historyKey(recordId, key));
        return next;
      }),
    },
    onExport: () => void exportRows(),
    exportProgress: exporting.progress,
    preVisitDay: list.rows.length === 0 ? null : { busy: printing, onClick: preVisitDay },
    notPresent: decisions.dialog,
    historyImport: can({ role }, 'gaps.importHistory') ? historyImport : null,
  };
}
