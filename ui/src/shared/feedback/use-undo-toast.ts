import { useEffect, useState } from 'react';
import { UNDO_OFFER_SECONDS, UNDO_WINDOW_SECONDS } from '@rafdesk/core';
import type { EffectDispatcher, UndoOffer } from '../services/effect-dispatcher.js';

/** How long the toast offers Undo, and how long focus or the pointer may keep it open: short of the server's window, for the request. */
export const UNDO_TOAST_TIMING = { offerMs: UNDO_OFFER_SECONDS * 1000, holdLimitMs: (UNDO_WINDOW_SECONDS - 5) * 1000, afterReleaseMs: 3000 } as const;

/** What the undo toast shows and does. */
export interface UndoToast {
  /** What was deleted; null while no Undo is offered. */
  readonly text: string | null;
  readonly busy: boolean;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
  /** The keyboard focus or the pointer is on the toast: it stays open (never past the hold limit). */
  readonly onHold: (held: boolean) => void;
}

/**
 * The undo toast's state: the latest delete's offer for {@link UNDO_TOAST_TIMING}.offerMs, kept open while held, then
 * gone (the delete stands). A new delete's offer replaces the one before. Undo runs the offer's restore once.
 */
export function useUndoToast(effects: Pick<EffectDispatcher, 'onUndoOffer'>, timing = UNDO_TOAST_TIMING): UndoToast {
  const [current, setCurrent] = useState<{ readonly offer: UndoOffer; readonly openedAt: number } | null>(null);
  const [held, setHeld] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => effects.onUndoOffer((offer) => {
    setBusy(false);
    setCurrent({ offer, openedAt: Date.now() });
  }), [effects]);

  useEffect(() => {
    if (current === null || busy) return undefined;
    const elapsed = Date.now() - current.openedAt;
    // Released after a hold, it stays a moment longer, so it does not vanish under the pointer.
    const wait = held ? timing.holdLimitMs - elapsed : Math.min(Math.max(timing.offerMs - elapsed, timing.afterReleaseMs), timing.holdLimitMs - elapsed);
    const timer = setTimeout(() => setCurrent(null), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [current, held, busy, timing]);

  const close = () => {
    setCurrent(null);
    setHeld(false);
    setBusy(false);
  };

  return {
    text: current?.offer.text ?? null,
    busy,
    onUndo: () => {
      if (current === null || busy) return;
      const undone = current;
      setBusy(true);
      // Closed once answered, unless another delete's offer took its place meanwhile.
      void undone.offer.undo().finally(() => setCurrent((now) => {
        if (now !== undone) return now;
        setHeld(false);
        setBusy(false);
        return null;
      }));
    },
    onDismiss: close,
    onHold: setHeld,
  };
}
