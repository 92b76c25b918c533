import type { Result } from 'neverthrow';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, PatientListRow } from '@rafdesk/core';

const notProvided = fromPromise<Result<void, ApiError>, { patient: PatientListRow; active: boolean }>(() => Promise.reject(new Error('saveStatus was not provided')));

/**
 * The patient status toggle (spec 02 §4): a click asks for confirmation; confirming saves the new status and ends
 * on the success message (the list reloads); cancelling, or a refused save, leaves the status as it was.
 */
export const patientStatusMachine = setup({
  types: {} as {
    context: { patient: PatientListRow | null; active: boolean };
    events: { type: 'user.toggle'; patient: PatientListRow } | { type: 'user.confirm' } | { type: 'user.cancel' } | { type: 'user.dismiss' };
  },
  actors: { saveStatus: notProvided },
  actions: { reload: () => undefined },
}).createMachine({
  id: 'patientStatus',
  initial: 'idle',
  context: { patient: null, active: false },
  states: {
    idle: {
      entry: assign({ patient: null }),
      on: { 'user.toggle': { target: 'confirming', actions: assign(({ event }) => ({ patient: event.patient, active: !event.patient.active })) } },
    },
    confirming: { on: { 'user.confirm': 'saving', 'user.cancel': 'idle' } },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveStatus',
        input: ({ context }) => ({ patient: context.patient as PatientListRow, active: context.active }),
        onDone: [{ guard: ({ event }) => event.output.isOk(), target: 'saved', actions: 'reload' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    saved: { on: { 'user.dismiss': 'idle' } },
  },
});

export type PatientStatusMachine = typeof patientStatusMachine;
