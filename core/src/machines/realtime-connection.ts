import type { Result } from 'neverthrow';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { RealtimeConnection, RealtimeStartFailed, RealtimeStatus } from '../ports/realtime/realtime-connection.js';

/** A failed start is tried again after this long, until it connects (spec: real-time retry 5 seconds). */
export const REALTIME_RETRY_DELAY_MS = 5_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`realtimeConnectionMachine: the ${name} actor was not provided`));

type StatusEvent =
  | { type: 'connection.reconnecting' }
  | { type: 'connection.reconnected' }
  | { type: 'connection.closed'; sessionEnded: boolean };

/**
 * The browser's real-time connection: started after sign-in, stopped at log-out. A start that fails is
 * retried every {@link REALTIME_RETRY_DELAY_MS} until it connects; while connected the client's own
 * automatic reconnect runs (`reconnecting`), and when that gives up the machine starts over with the same
 * retry. A close by the server that ends the session leads to `ended`, where nothing is retried until the
 * next sign-in. Effects are the actors `startConnection`, `stopConnection` and `watchConnection`
 * (see {@link realtimeConnectionActors}); the delay is an input so tests can shorten it.
 */
export const realtimeConnectionMachine = setup({
  types: {} as {
    input: { retryDelayMs?: number };
    context: { retryDelayMs: number; failedStarts: number; lastError: RealtimeStartFailed | null; startAfterStop: boolean };
    events: { type: 'session.signedIn' } | { type: 'session.signedOut' } | StatusEvent;
  },
  actors: {
    startConnection: fromPromise<Result<void, RealtimeStartFailed>>(notProvided('startConnection')),
    stopConnection: fromPromise<void>(notProvided('stopConnection')),
    watchConnection: fromCallback<StatusEvent>(() => {
      throw new Error('realtimeConnectionMachine: the watchConnection actor was not provided');
    }),
  },
  delays: { retryDelay: ({ context }) => context.retryDelayMs },
  guards: { startAfterStop: ({ context }) => context.startAfterStop },
}).createMachine({
  id: 'realtimeConnection',
  initial: 'signedOut',
  context: ({ input }) => ({ retryDelayMs: input.retryDelayMs ?? REALTIME_RETRY_DELAY_MS, failedStarts: 0, lastError: null, startAfterStop: false }),
  states: {
    signedOut: { on: { 'session.signedIn': 'active' } },
    active: {
      initial: 'starting',
      on: { 'session.signedOut': 'stopping' },
      states: {
        starting: {
          tags: ['busy'],
          invoke: {
            src: 'startConnection',
            onDone: [
              { guard: ({ event }) => event.output.isOk(), target: 'open', actions: assign({ failedStarts: 0, lastError: null }) },
              { target: 'waitingToRetry', actions: assign(({ context, event }) => ({
                failedStarts: context.failedStarts + 1,
                lastError: event.output.match(() => null, (error) => error),
              })) },
            ],
            onError: { target: 'waitingToRetry', actions: assign(({ context }) => ({
              failedStarts: context.failedStarts + 1,
              lastError: { kind: 'RealtimeStartFailed', reason: 'start threw' } as const,
            })) },
          },
        },
        waitingToRetry: { after: { retryDelay: 'starting' } },
        open: {
          invoke: { src: 'watchConnection' },
          initial: 'connected',
          on: {
            'connection.closed': [
              { guard: ({ event }) => event.sessionEnded, target: 'ended' },
              { target: 'waitingToRetry' },
            ],
          },
          states: {
            connected: { tags: ['connected'], on: { 'connection.reconnecting': 'reconnecting' } },
            reconnecting: { tags: ['busy'], on: { 'connection.reconnected': 'connected' } },
          },
        },
        ended: {},
      },
    },
    stopping: {
      tags: ['busy'],
      entry: assign({ startAfterStop: false }),
      on: { 'session.signedIn': { actions: assign({ startAfterStop: true }) } },
      invoke: {
        src: 'stopConnection',
        onDone: [{ guard: 'startAfterStop', target: 'active' }, { target: 'signedOut' }],
        onError: [{ guard: 'startAfterStop', target: 'active' }, { target: 'signedOut' }],
      },
    },
  },
});

export type RealtimeConnectionMachine = typeof realtimeConnectionMachine;

/** The machine's three effects over a {@link RealtimeConnection}; a composition root passes them to `.provide({ actors })`. */
export function realtimeConnectionActors(connection: RealtimeConnection) {
  return {
    startConnection: fromPromise<Result<void, RealtimeStartFailed>>(() => connection.start()),
    stopConnection: fromPromise<void>(async () => {
      await connection.stop();
    }),
    watchConnection: fromCallback<StatusEvent>(({ sendBack }) => connection.watch((status: RealtimeStatus) => sendBack(toEvent(status)))),
  };
}

function toEvent(status: RealtimeStatus): StatusEvent {
  switch (status.kind) {
    case 'reconnecting': return { type: 'connection.reconnecting' };
    case 'reconnected': return { type: 'connection.reconnected' };
    case 'closed': return { type: 'connection.closed', sessionEnded: status.sessionEnded };
  }
}
