import type { ResultAsync } from 'neverthrow';
import type { UndoId } from '@rafdesk/core';
import { useService } from '../services/services.js';

/** What a confirmed delete says, and how it is undone. */
export interface DeletedThing {
  /** The toast's title when no Undo can be offered (the server answered no undo id). */
  readonly title: string;
  /** What was deleted, in the screen's words ('The diagnostic has been deleted'). */
  readonly text: string;
  /** What the toast says once the server restored it ('The diagnostic has been restored'). */
  readonly restoredText: string;
  /** The undo id the delete's answer carried; null offers no Undo. */
  readonly undoId: UndoId | null;
  /** The server call that restores it (its refusal is toasted by the response policy); the screen refreshes in it. */
  readonly restore: (undoId: UndoId) => ResultAsync<unknown, unknown>;
}

/** The title of the toast that says a deleted thing is back. */
export const RESTORED_TITLE = 'Restored';

/**
 * The one way a screen says that a delete succeeded: a toast naming what was deleted with an Undo for a few seconds
 * (the undo toast), and once Undo restored it, a toast saying so. Every delete that can be undone calls it.
 */
export function useOfferUndo(): (deleted: DeletedThing) => void {
  const effects = useService('effects');
  return (deleted) => {
    const { undoId } = deleted;
    if (undoId === null) {
      effects.showToast({ severity: 'success', title: deleted.title, text: deleted.text });
      return;
    }
    effects.offerUndo({
      text: deleted.text,
      undo: async () => {
        const restored = (await deleted.restore(undoId)).isOk();
        if (restored) effects.showToast({ severity: 'success', title: RESTORED_TITLE, text: deleted.restoredText });
        return restored;
      },
    });
  };
}
