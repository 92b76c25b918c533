import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PatientListRow } from '@rafdesk/core';
import type { PatientsClient } from './patients-client.js';
import { useInvalidatePatients } from './patients-queries.js';
import { patientStatusMachine } from './patient-status-machine.js';
import type { StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';

export interface PatientStatus {
  /** The rows as their checkboxes show them: the asked-for status while it is confirmed or saved. */
  readonly shown: (rows: readonly PatientListRow[]) => readonly PatientListRow[];
  readonly onToggle: (row: PatientListRow) => void;
  readonly dialogs: StatusDialogsViewProps;
}

const sameRow = (a: PatientListRow | null, b: PatientListRow) => a !== null && a.doctorId === b.doctorId && a.documentId === b.documentId;

/** The patient status toggle with its confirmation and success dialogs; a saved change marks every patient list stale. */
export function usePatientStatus(client: PatientsClient): PatientStatus {
  const reload = useInvalidatePatients();
  const machine = useMemo(() => patientStatusMachine.provide({
    actors: { saveStatus: fromPromise(({ input }) => client.setStatus(input.patient, input.active).then((result) => result)) },
    actions: { reload },
  }), [client, reload]);
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => ({
    patient: snapshot.context.patient, active: snapshot.context.active,
    confirming: snapshot.matches('confirming'), saved: snapshot.matches('saved'), busy: snapshot.hasTag('busy'),
  }), (a, b) => a.patient === b.patient && a.active === b.active && a.confirming === b.confirming && a.saved === b.saved && a.busy === b.busy);
  const word = state.active ? 'Active' : 'Inactive';
  return {
    shown: (rows) => (state.patient === null ? rows : rows.map((row) => (sameRow(state.patient, row) ? { ...row, active: state.active } : row))),
    onToggle: (patient) => actor.send({ type: 'user.toggle', patient }),
    dialogs: {
      confirmText: state.confirming ? `This patient status will be set as ${word}` : null,
      success: state.saved ? { title: state.active ? 'Activated!' : 'Deactivated!', text: `The patient has been ${state.active ? 'Activated' : 'Deactivated'} successfully` } : null,
      busy: state.busy,
      onConfirm: () => actor.send({ type: 'user.confirm' }),
      onCancel: () => actor.send({ type: 'user.cancel' }),
      onDismiss: () => actor.send({ type: 'user.dismiss' }),
    },
  };
}
