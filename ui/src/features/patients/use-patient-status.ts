import type { PatientListRow } from '@rafdesk/core';
import type { PatientsClient } from './patients-client.js';
import { useInvalidatePatients } from './patients-queries.js';
import type { StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import { shownRow, useStatusToggle } from '../../shared/status/use-status-toggle.js';

export interface PatientStatus {
  /** The rows as their checkboxes show them: the asked-for status while it is confirmed or saved. */
  readonly shown: (rows: readonly PatientListRow[]) => readonly PatientListRow[];
  readonly onToggle: (row: PatientListRow) => void;
  readonly dialogs: StatusDialogsViewProps;
}

/** The patient status toggle of every list; a saved change marks every patient list stale. */
export function usePatientStatus(client: PatientsClient): PatientStatus {
  const reload = useInvalidatePatients();
  const toggle = useStatusToggle<PatientListRow>({
    // A patient is one doctor's: the same document id may be another doctor's patient.
    noun: 'patient', keyOf: (row) => `${row.doctorId}/${row.documentId}`, activeOf: (row) => row.active,
    save: (row, active) => client.setStatus(row, active), reload,
  });
  return {
    shown: (rows) => rows.map((row) => shownRow(toggle, row)),
    onToggle: toggle.onToggle,
    dialogs: toggle.dialogs,
  };
}
