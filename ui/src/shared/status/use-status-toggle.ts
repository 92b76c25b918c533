import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@rafdesk/core';
import type { StatusDialogsViewProps } from '../components/status-dialogs-view.js';
import { statusToggleMachine } from './status-toggle-machine.js';

/** What a status toggle is about: the word of its dialogs (spec 02 §4). */
export type StatusNoun = 'patient' | 'insurance' | 'doctor' | 'user';

/** What a list needs to toggle its rows' status. */
export interface StatusToggleOptions<Row> {
  readonly noun: StatusNoun;
  /** Tells two rows apart (the toggled row is found again by it after a reload). */
  readonly keyOf: (row: Row) => string;
  readonly activeOf: (row: Row) => boolean;
  readonly save: (row: Row, active: boolean) => ResultAsync<unknown, ApiError>;
  readonly reload: () => void;
}

export interface StatusToggle<Row> {
  /** Whether a row's checkbox shows active: the asked-for status while it is confirmed or saved. */
  readonly shownActive: (row: Row) => boolean;
  readonly onToggle: (row: Row) => void;
  readonly dialogs: StatusDialogsViewProps;
}

/** The words of the dialogs; a user's success message has no text (spec 02 §4). */
export function statusWords(noun: StatusNoun, active: boolean): { readonly confirmText: string; readonly success: { readonly title: string; readonly text: string } } {
  const done = active ? 'Activated' : 'Deactivated';
  return {
    confirmText: `This ${noun} status will be set as ${active ? 'Active' : 'Inactive'}`,
    success: { title: `${done}!`, text: noun === 'user' ? '' : `The ${noun} has been ${done} successfully` },
  };
}

/**
 * The status checkbox of every list (patients, insurances, doctors, users): 'Are you sure?', the save, then
 * 'Activated!'/'Deactivated!' and a reload; cancelling, or a refused save, leaves the status as it was.
 */
export function useStatusToggle<Row>(options: StatusToggleOptions<Row>): StatusToggle<Row> {
  const { noun, keyOf, activeOf } = options;
  // The machine is made once; the latest save, reload and toggled row are read when it runs.
  const latest = useRef({ options, row: null as Row | null });
  latest.current.options = options;
  const machine = useMemo(() => statusToggleMachine.provide({
    actors: {
      saveStatus: fromPromise(({ input }) => {
        const { options: current, row } = latest.current;
        return row === null ? Promise.reject(new Error('no row is being toggled')) : current.save(row, input.active).map(() => undefined).then((result) => result);
      }),
    },
    actions: { reload: () => latest.current.options.reload() },
  }), []);
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => ({
    subject: snapshot.context.subject, confirming: snapshot.matches('confirming'), saved: snapshot.matches('saved'), busy: snapshot.hasTag('busy'),
  }), (a, b) => a.subject === b.subject && a.confirming === b.confirming && a.saved === b.saved && a.busy === b.busy);
  const words = statusWords(noun, state.subject?.active ?? false);
  return {
    shownActive: (row) => (state.subject !== null && state.subject.key === keyOf(row) ? state.subject.active : activeOf(row)),
    onToggle: (row) => {
      latest.current.row = row;
      actor.send({ type: 'user.toggle', subject: { key: keyOf(row), active: !activeOf(row) } });
    },
    dialogs: {
      confirmText: state.confirming ? words.confirmText : null,
      success: state.saved ? words.success : null,
      busy: state.busy,
      onConfirm: () => actor.send({ type: 'user.confirm' }),
      onCancel: () => actor.send({ type: 'user.cancel' }),
      onDismiss: () => actor.send({ type: 'user.dismiss' }),
    },
  };
}

/** A row as its checkbox shows it: the asked-for status while it is confirmed or saved, the row itself otherwise. */
export function shownRow<Row extends { readonly active: boolean }>(toggle: Pick<StatusToggle<Row>, 'shownActive'>, row: Row): Row {
  return toggle.shownActive(row) === row.active ? row : { ...row, active: !row.active };
}
