import { assign, setup } from 'xstate';

/** A consent box counts as read when its bottom is at most this many pixels away. */
export const CONSENT_SCROLL_TOLERANCE_PX = 2;

/** Where a scrolling box stands: the numbers every browser reports for an element. */
export interface ScrollPosition {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** True when the box shows its last line, within `tolerancePx` (a box with nothing to scroll counts as read). */
export function hasScrolledToEnd(position: ScrollPosition, tolerancePx: number = CONSENT_SCROLL_TOLERANCE_PX): boolean {
  return position.scrollHeight - position.scrollTop - position.clientHeight <= tolerancePx;
}

/**
 * One consent box of the sign-up form (terms, privacy policy or business associate agreement).
 * Its checkbox stays disabled (`locked`) until the text has been scrolled to its end within the
 * tolerance; then it can be ticked and unticked. `form.reset` locks it again, unticked.
 */
export const consentScrollMachine = setup({
  types: {} as {
    input: { tolerancePx?: number };
    context: { tolerancePx: number; accepted: boolean };
    events:
      | ({ type: 'box.scrolled' } & ScrollPosition)
      | { type: 'user.toggled' }
      | { type: 'form.reset' };
  },
  guards: {
    reachedEnd: ({ context, event }) => event.type === 'box.scrolled' && hasScrolledToEnd(event, context.tolerancePx),
  },
}).createMachine({
  id: 'consentScroll',
  initial: 'locked',
  context: ({ input }) => ({ tolerancePx: input.tolerancePx ?? CONSENT_SCROLL_TOLERANCE_PX, accepted: false }),
  on: { 'form.reset': { target: '.locked', actions: assign({ accepted: false }) } },
  states: {
    locked: { on: { 'box.scrolled': { guard: 'reachedEnd', target: 'unlocked' } } },
    unlocked: { on: { 'user.toggled': { actions: assign({ accepted: ({ context }) => !context.accepted }) } } },
  },
});

export type ConsentScrollMachine = typeof consentScrollMachine;
