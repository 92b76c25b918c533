import { useCallback, useEffect, useRef, useState } from 'react';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type ApiError, type PatientListRow, type RafEngine, type RecordDiagnosticRow, type RecordId, loadRafEngine } from '@rafdesk/core';
import { assumedDemographics } from './record-scoring.js';
import type { RecordDemographics, RecordsClient } from './records-client.js';

/** What the records view has loaded of a record. */
export interface RecordData {
  readonly loading: boolean;
  readonly error: string | null;
  readonly patient: PatientListRow | null;
  readonly rows: readonly RecordDiagnosticRow[];
  readonly demographics: RecordDemographics | null;
  readonly engine: RafEngine | null;
  /** Requests still running (checkboxes are disabled meanwhile). */
  readonly pending: number;
}

/** The loaded record and the means to keep it current. */
export interface RecordDataHandle extends RecordData {
  readonly refreshPatient: () => void;
  readonly refreshDemographics: () => void;
  readonly refreshRows: () => void;
  /** Changes the rows at once (the figures follow), before the server has answered. */
  readonly updateRows: (change: (rows: readonly RecordDiagnosticRow[]) => RecordDiagnosticRow[]) => void;
  /**
   * Runs a change with the table marked busy, then reads the server's figures (and the rows when asked); when the
   * server refuses, the rows and figures are read back so nothing shown is left unsaved.
   */
  readonly commit: (work: ResultAsync<unknown, ApiError>, options?: { readonly reloadRows?: boolean }) => ResultAsync<void, ApiError>;
}

const INITIAL: RecordData = { loading: true, error: null, patient: null, rows: [], demographics: null, engine: null, pending: 0 };

/**
 * Loads a record's patient, diagnostics and scoring demographics, and the RAF engine (a lazy chunk). When the
 * server gives no demographics the patient's sex and date of birth are scored with the engine's defaults.
 */
export function useRecordData(client: RecordsClient, recordId: RecordId | null): RecordDataHandle {
  const [data, setData] = useState<RecordData>(INITIAL);
  const live = useRef(true);
  const set = useCallback((change: (current: RecordData) => RecordData) => { if (live.current) setData(change); }, []);

  useEffect(() => {
    live.current = true;
    if (recordId === null) {
      setData({ ...INITIAL, loading: false, error: 'This record does not exist' });
      return () => { live.current = false; };
    }
    setData(INITIAL);
    // Everything the view needs is asked for at once; the demographics are optional.
    void Promise.all([client.patient(recordId), client.diagnostics(recordId), client.demographics(recordId), loadRafEngine()])
      .then(([patient, rows, demographics, engine]) => {
        if (patient.isErr() || rows.isErr() || engine.isErr()) {
          set((current) => ({ ...current, loading: false, error: 'The record could not be loaded' }));
          return;
        }
        const loaded = engine.value;
        set((current) => ({
          ...current, loading: false, patient: patient.value, rows: rows.value, engine: loaded,
          demographics: demographics.unwrapOr(assumedDemographics(patient.value, loaded)),
        }));
      });
    return () => { live.current = false; };
  }, [client, recordId, set]);

  const refreshPatient = useCallback(() => {
    if (recordId !== null) void client.patient(recordId).map((patient) => set((current) => ({ ...current, patient })));
  }, [client, recordId, set]);
  const refreshDemographics = useCallback(() => {
    if (recordId !== null) void client.demographics(recordId).map((demographics) => set((current) => ({ ...current, demographics })));
  }, [client, recordId, set]);
  const refreshRows = useCallback(() => {
    if (recordId !== null) void client.diagnostics(recordId).map((rows) => set((current) => ({ ...current, rows })));
  }, [client, recordId, set]);
  const updateRows = useCallback((change: (rows: readonly RecordDiagnosticRow[]) => RecordDiagnosticRow[]) => {
    set((current) => ({ ...current, rows: change(current.rows) }));
  }, [set]);
  const commit = useCallback((work: ResultAsync<unknown, ApiError>, options: { readonly reloadRows?: boolean } = {}) => {
    if (recordId === null) return okAsync(undefined);
    set((current) => ({ ...current, pending: current.pending + 1 }));
    const settle = () => set((current) => ({ ...current, pending: current.pending - 1 }));
    return work
      .andThen(() => (options.reloadRows ? client.diagnostics(recordId).map((rows) => set((current) => ({ ...current, rows }))) : okAsync(undefined)))
      .andThen(() => client.patient(recordId))
      .map((patient) => { set((current) => ({ ...current, patient, pending: current.pending - 1 })); })
      .orElse((error) => {
        settle();
        refreshRows();
        refreshPatient();
        return errAsync(error);
      });
  }, [client, recordId, set, refreshRows, refreshPatient]);
  return { ...data, refreshPatient, refreshDemographics, refreshRows, updateRows, commit };
}
