import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@rafdesk/core';
import type { StatusDialogsViewProps } from '../components/status-dialogs-view.js';
import { statusToggleMachine } from './status-toggle-machine.js';

/** What a list needs to toggle its rows' status. */
export interface StatusToggleOptions<Row> {
  /** 'insurance', 'doctor', 'user': the word of the dialogs. */
  readonly noun: string;
  readonly keyOf: (row: Row) => string;
  readonly activeOf: (row: Row) => boolean;
  readonly save: (key: string, active: boolean) => ResultAsync<void, ApiError>;
  readonly reload: () => void;
  /** Users get no success text (spec 02 §4). */
  readonly successText?: boolean;
}

export interface StatusToggle<Row> {
  /** Whether a row's checkbox shows active: the asked-for status while it is confirmed or saved. */
  readonly shownActive: (row: Row) => boolean;
  readonly onToggle: (row: Row) => void;
  readonly dialogs: StatusDialogsViewProps;
}

/** The status checkbox of a list with its 'Are you sure?' confirmation and 'Activated!'/'Deactivated!' message. */
export function useStatusToggle<Row>(options: StatusToggleOptions<Row>): StatusToggle<Row> {
  const { noun, keyOf, activeOf, save, reload, successText = true } = options;
  // The machine is made once; the latest save and reload are read when it runs.
  const latest = useRef({ save, reload });
  latest.current = { save, reload };
  const machine = useMemo(() => statusToggleMachine.provide({
    actors: { saveStatus: fromPromise(({ input }) => latest.current.save(input.key, input.active).then((result) => result)) },
    actions: { reload: () => latest.current.reload() },
  }), []);
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => ({
    subject: snapshot.context.subject, confirming: snapshot.matches('confirming'), saved: snapshot.matches('saved'), busy: snapshot.hasTag('busy'),
  }), (a, b) => a.subject === b.subject && a.confirming === b.confirming && a.saved === b.saved && a.busy === b.busy);
  const active = state.subject?.active ?? false;
  const done = active ? 'Activated' : 'Deactivated';
  return {
    shownActive: (row) => (state.subject !== null && state.subject.key === keyOf(row) ? state.subject.active : activeOf(row)),
    onToggle: (row) => actor.send({ type: 'user.toggle', subject: { key: keyOf(row), active: !activeOf(row) } }),
    dialogs: {
      confirmText: state.confirming ? `This ${noun} status will be set as ${active ? 'Active' : 'Inactive'}` : null,
      success: state.saved ? { title: `${done}!`, text: successText ? `The ${noun} has been ${done} successfully` : '' } : null,
      busy: state.busy,
      onConfirm: () => actor.send({ type: 'user.confirm' }),
      onCancel: () => actor.send({ type: 'user.cancel' }),
      onDismiss: () => actor.send({ type: 'user.dismiss' }),
    },
  };
}
