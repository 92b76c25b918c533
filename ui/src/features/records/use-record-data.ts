import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ApiError, PatientListRow, RafEngine, RecordDiagnosticRow, RecordId } from '@rafdesk/core';
import { queryStatus } from '../../shared/query/query-status.js';
import { assumedDemographics } from './record-scoring.js';
import type { CardReply, RecordDemographics, RecordsClient } from './records-client.js';
import { useRafEngineQuery } from '../../shared/query/use-raf-engine.js';
import { RECORD_KEYS, useRecordDemographicsQuery, useRecordDiagnosticsQuery, useRecordPatientQuery } from './records-queries.js';

/** What the records view has loaded of a record. */
export interface RecordData {
  readonly loading: boolean;
  readonly error: string | null;
  readonly patient: PatientListRow | null;
  readonly rows: readonly RecordDiagnosticRow[];
  /** The rows are still being read: an empty list is not yet "no diagnostics", and nothing is exported from it. */
  readonly rowsLoading: boolean;
  readonly demographics: RecordDemographics | null;
  readonly engine: RafEngine | null;
  /** Requests still running (checkboxes are disabled meanwhile). */
  readonly pending: number;
  /** Changes shown in the rows before the server has answered: only then does the browser score the card (a preview). */
  readonly previewing: number;
  /** The model label of the last card the server answered, null until a change is answered. */
  readonly storedModelLabel: string | null;
}

/**
 * How a saved change reaches the rows: already shown (the default), changed from the reply, or read again (also
 * when the change from the reply returns null: the reply did not say enough).
 */
export type RowsAfter = 'shown' | 'reload' | ((rows: readonly RecordDiagnosticRow[]) => RecordDiagnosticRow[] | null);

/** The loaded record and the means to keep it current. */
export interface RecordDataHandle extends RecordData {
  readonly refreshPatient: () => void;
  readonly refreshDemographics: () => void;
  /**
   * Runs a change with the table marked busy, then puts the RAF card of the reply on the patient (read again only
   * when the reply has none) and applies `rows`; when the server refuses, rows and card are read back so nothing
   * shown is left unsaved. `preview` changes the rows at once, before the server has answered, and the card is
   * previewed from them until it does.
   */
  readonly commit: (work: ResultAsync<CardReply, ApiError>, options?: CommitOptions) => ResultAsync<void, ApiError>;
}

/** How a change shows before and after the server answers. */
export interface CommitOptions {
  readonly preview?: (rows: readonly RecordDiagnosticRow[]) => RecordDiagnosticRow[];
  readonly rows?: RowsAfter;
}

const EMPTY: readonly RecordDiagnosticRow[] = [];

/** Why the record cannot be shown, in the screen's own words, when the server refused it (not opened: nothing to act on). */
function refusalOf(error: unknown): { readonly loading: false; readonly error: string } | null {
  const refused = error !== null && typeof error === 'object' && 'kind' in error && error.kind === 'Refused' && 'status' in error ? error.status : null;
  if (refused === 403) return { loading: false, error: RECORD_FORBIDDEN_TEXT };
  if (refused === 404) return { loading: false, error: 'This record does not exist' };
  return null;
}

export const RECORD_FORBIDDEN_TEXT = 'You may not open this record: its patient is not one of yours.';

/**
 * A record's patient, diagnostics and scoring demographics, and the RAF engine (a lazy chunk), asked for at once
 * through the query cache. When the server gives no demographics the patient's sex and date of birth are scored
 * with the engine's defaults.
 */
export function useRecordData(client: RecordsClient, recordId: RecordId | null): RecordDataHandle {
  const queryClient = useQueryClient();
  const patient = useRecordPatientQuery(client, recordId);
  const rows = useRecordDiagnosticsQuery(client, recordId);
  const demographics = useRecordDemographicsQuery(client, recordId);
  const engine = useRafEngineQuery();
  const [pending, setPending] = useState(0);
  const [previewing, setPreviewing] = useState(0);
  const [storedLabel, setStoredLabel] = useState<{ readonly recordId: RecordId | null; readonly label: string } | null>(null);

  const status = recordId === null ? { loading: false, error: 'This record does not exist' }
    : refusalOf(patient.error) ?? queryStatus([patient, rows, engine, { isPending: demographics.isPending, isError: false }], 'The record could not be loaded');
  const scoredWith = useMemo(() => demographics.data ?? (demographics.isError && patient.data && engine.data ? assumedDemographics(patient.data, engine.data) : null),
    [demographics.data, demographics.isError, patient.data, engine.data]);

  const refreshPatient = useCallback(() => void queryClient.invalidateQueries({ queryKey: RECORD_KEYS.patient(recordId) }), [queryClient, recordId]);
  const refreshRows = useCallback(() => void queryClient.invalidateQueries({ queryKey: RECORD_KEYS.diagnostics(recordId) }), [queryClient, recordId]);
  const updateRows = useCallback((change: (current: readonly RecordDiagnosticRow[]) => RecordDiagnosticRow[]) => {
    queryClient.setQueryData<readonly RecordDiagnosticRow[]>(RECORD_KEYS.diagnostics(recordId), (current) => change(current ?? EMPTY));
  }, [queryClient, recordId]);
  const applyCard = useCallback((card: CardReply) => {
    if (card === null) {
      refreshPatient();
      return;
    }
    if (card.modelLabel !== undefined) setStoredLabel({ recordId, label: card.modelLabel });
    queryClient.setQueryData<PatientListRow>(RECORD_KEYS.patient(recordId), (current) => current && {
      ...current, rafTotal: card.rafTotal, rafBilledFirstSemester: card.rafBilledFirstSemester, rafBilledSecondSemester: card.rafBilledSecondSemester,
      billedFractionFirstSemester: card.billedFractionFirstSemester, billedFractionSecondSemester: card.billedFractionSecondSemester, active: card.patientActive,
    });
  }, [queryClient, recordId, refreshPatient]);

  const refreshDemographics = useCallback(() => void queryClient.invalidateQueries({ queryKey: RECORD_KEYS.demographics(recordId) }), [queryClient, recordId]);
  const commit = useCallback((work: ResultAsync<CardReply, ApiError>, options: CommitOptions = {}) => {
    if (recordId === null) return okAsync(undefined);
    setPending((count) => count + 1);
    const previewed = options.preview !== undefined;
    if (options.preview) {
      updateRows(options.preview);
      setPreviewing((count) => count + 1);
    }
    // Once the server has answered (or refused), its card is the one shown: the preview ends.
    const settle = () => {
      setPending((count) => count - 1);
      if (previewed) setPreviewing((count) => count - 1);
    };
    return work
      .map((card) => {
        applyCard(card);
        // A reply without the card (an older server) says nothing of the rows either: read them again.
        const after = card === null && options.rows !== undefined && options.rows !== 'shown' ? 'reload' : (options.rows ?? 'shown');
        const next = typeof after === 'function' ? after(queryClient.getQueryData<readonly RecordDiagnosticRow[]>(RECORD_KEYS.diagnostics(recordId)) ?? EMPTY) : after;
        if (next === 'reload' || next === null) refreshRows();
        else if (next !== 'shown') updateRows(() => next);
        // The card's factor status and Part D score are the server's too: read them again for the changed record.
        refreshDemographics();
        settle();
      })
      .orElse((error) => {
        settle();
        refreshRows();
        refreshPatient();
        return errAsync(error);
      });
  }, [recordId, applyCard, refreshRows, refreshPatient, refreshDemographics, updateRows, queryClient]);

  return {
    ...status, patient: patient.data ?? null, rows: rows.data ?? EMPTY, rowsLoading: rows.isPending, demographics: scoredWith, engine: engine.data ?? null, pending, previewing,
    storedModelLabel: storedLabel?.recordId === recordId ? storedLabel.label : null,
    refreshPatient, refreshDemographics, commit,
  };
}
