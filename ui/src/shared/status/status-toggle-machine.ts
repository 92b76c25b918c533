import type { Result } from 'neverthrow';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '@rafdesk/core';

/** The row being toggled, as the machine holds it: what it is and the status asked for. */
export interface ToggleSubject {
  readonly key: string;
  readonly active: boolean;
}

const notProvided = fromPromise<Result<void, ApiError>, ToggleSubject>(() => Promise.reject(new Error('saveStatus was not provided')));

/**
 * A list's status toggle (spec 02 §4, insurances, doctors and users alike): a click asks 'Are you sure?'; confirming
 * saves the asked-for status and ends on the success message (the list reloads); cancelling, or a refused save,
 * leaves the status as it was.
 */
export const statusToggleMachine = setup({
  types: {} as {
    context: { subject: ToggleSubject | null };
    events: { type: 'user.toggle'; subject: ToggleSubject } | { type: 'user.confirm' } | { type: 'user.cancel' } | { type: 'user.dismiss' };
  },
  actors: { saveStatus: notProvided },
  actions: { reload: () => undefined },
}).createMachine({
  id: 'statusToggle',
  initial: 'idle',
  context: { subject: null },
  states: {
    idle: {
      entry: assign({ subject: null }),
      on: { 'user.toggle': { target: 'confirming', actions: assign(({ event }) => ({ subject: event.subject })) } },
    },
    confirming: { on: { 'user.confirm': 'saving', 'user.cancel': 'idle' } },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveStatus',
        input: ({ context }) => context.subject as ToggleSubject,
        onDone: [{ guard: ({ event }) => event.output.isOk(), target: 'saved', actions: 'reload' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    saved: { on: { 'user.dismiss': 'idle' } },
  },
});
