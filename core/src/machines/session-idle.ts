import { assign, not, setup } from 'xstate';

/** A signed-in session ends after this long without activity (15 minutes). */
export const SESSION_IDLE_TIMEOUT_MS = 900_000;
export const SESSION_EXPIRED_TITLE = 'Session Expired';
export const SESSION_EXPIRED_TEXT = 'You were redirected to the login page due to inactivity.';
/** How long before the log-off the user is warned and may stay signed in (WCAG 2.2.1): a minute, or a quarter of a shortened timeout. */
export const IDLE_WARNING_LEAD_MS = 60_000;
export const IDLE_WARNING_TITLE = 'Are you still there?';
export const IDLE_WARNING_TEXT = 'For your security you will be signed out soon because of inactivity.';

/** The warning's lead for a given timeout. */
export function idleWarningLead(timeoutMs: number): number {
  return Math.min(IDLE_WARNING_LEAD_MS, Math.floor(timeoutMs / 4));
}

/** The route name of the progress-note screen, where the idle clock never runs. */
export const IDLE_EXEMPT_SCREEN = 'SmartPN';

/** An upload runs only while its progress is strictly between 0 and 100. */
export function isUploading(percent: number): boolean {
  return percent > 0 && percent < 100;
}

const notProvided = (name: string) => () => {
  throw new Error(`sessionIdleMachine: the ${name} action was not provided`);
};

/**
 * The 15-minute idle log-off. While signed in, any user activity restarts the clock; the clock stops
 * on the Smart PN screen and while an upload runs. A warning (tag `warning`) comes {@link idleWarningLead} before
 * the end: 'user.staySignedIn' (or any activity) restarts the clock. When it runs out the machine ends the session
 * (`endSession`: real-time stopped, storage cleared), sends the user to Login (`goToLogin`) and stays in
 * `expired` (tag `dialog`) until the "Session Expired" dialog is dismissed. The timeout is an input so
 * tests and end-to-end runs can shorten it.
 */
export const sessionIdleMachine = setup({
  types: {} as {
    input: { timeoutMs?: number };
    context: { timeoutMs: number; screen: string; uploadPercent: number };
    events:
      | { type: 'session.started' }
      | { type: 'session.ended' }
      | { type: 'user.active' }
      | { type: 'screen.changed'; screen: string }
      | { type: 'upload.progressed'; percent: number }
      | { type: 'user.staySignedIn' }
      | { type: 'dialog.dismissed' };
  },
  actions: { endSession: notProvided('endSession'), goToLogin: notProvided('goToLogin') },
  delays: {
    idleTimeout: ({ context }) => context.timeoutMs,
    untilWarning: ({ context }) => context.timeoutMs - idleWarningLead(context.timeoutMs),
  },
  guards: {
    clockStopped: ({ context }) => context.screen === IDLE_EXEMPT_SCREEN || isUploading(context.uploadPercent),
  },
}).createMachine({
  id: 'sessionIdle',
  initial: 'signedOut',
  context: ({ input }) => ({ timeoutMs: input.timeoutMs ?? SESSION_IDLE_TIMEOUT_MS, screen: '', uploadPercent: 0 }),
  on: {
    'screen.changed': { actions: assign({ screen: ({ event }) => event.screen }) },
    'upload.progressed': { actions: assign({ uploadPercent: ({ event }) => event.percent }) },
  },
  states: {
    signedOut: { on: { 'session.started': 'signedIn' } },
    signedIn: {
      initial: 'counting',
      on: { 'session.ended': 'signedOut' },
      states: {
        counting: {
          always: { guard: 'clockStopped', target: 'paused' },
          // Both clocks start together, so the warning always comes its lead before the end.
          after: { idleTimeout: '#sessionIdle.expired' },
          on: { 'user.active': { target: 'counting', reenter: true }, 'user.staySignedIn': { target: 'counting', reenter: true } },
          initial: 'quiet',
          states: {
            quiet: { after: { untilWarning: 'warned' } },
            warned: { tags: ['warning'] },
          },
        },
        paused: { always: { guard: not('clockStopped'), target: 'counting' } },
      },
    },
    expired: {
      tags: ['dialog'],
      entry: ['endSession', 'goToLogin'],
      on: { 'dialog.dismissed': 'signedOut', 'session.started': 'signedIn' },
    },
  },
});

export type SessionIdleMachine = typeof sessionIdleMachine;
