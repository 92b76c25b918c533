import { useEffect, useRef } from 'react';
import { useService } from '../services/services.js';
import { useUndoToast } from './use-undo-toast.js';
import { UndoToastView } from './undo-toast-view.js';

/**
 * Shows the offers of {@link useOfferUndo}. The confirmed delete took the focused control away (a row's Delete, a
 * dialog's button), so focus goes to Undo: Enter undoes, Escape or Tab away lets the delete stand. When the toast
 * goes, focus returns to where it was before, or to the page's heading.
 */
export function UndoToastHost() {
  const toast = useUndoToast(useService('effects'));
  const undoButton = useRef<HTMLButtonElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const open = toast.text !== null;

  useEffect(() => {
    if (!open) return undefined;
    const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // A newer offer in an open toast keeps the place the first one took the focus from.
    if (focused?.closest('.undo-toast') == null) before.current = focused;
    undoButton.current?.focus();
    return () => {
      // Only when the focus was still on the toast (now gone): a user who moved on keeps their place.
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      const target = before.current?.isConnected ? before.current : document.querySelector<HTMLElement>('main h1, h1');
      target?.focus();
    };
  }, [open, toast.text]);

  return <UndoToastView {...toast} undoRef={undoButton} />;
}
