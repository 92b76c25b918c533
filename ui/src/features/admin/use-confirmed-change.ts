import { useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@rafdesk/core';
import type { ConfirmDialogViewProps } from '../../shared/components/confirm-dialog-view.js';

/** The dialog's own title and button, when not 'Are you sure?' and 'Confirm', and the message once it is done. */
export interface DialogWords {
  readonly header?: string;
  readonly confirmLabel?: string;
  readonly success?: { readonly title: string; readonly text: string };
}

/**
 * A change asked for, confirmed, then saved: `ask` opens the confirmation with its text and what to run; Confirm runs
 * it once (busy meanwhile), calls `done` when it succeeded and shows the success message if there is one.
 */
export function useConfirmedChange(done: () => void): { readonly ask: (text: string, run: () => ResultAsync<unknown, ApiError>, words?: DialogWords) => void; readonly dialog: ConfirmDialogViewProps } {
  const [pending, setPending] = useState<{ text: string; run: () => ResultAsync<unknown, ApiError>; words: DialogWords } | null>(null);
  const [success, setSuccess] = useState<DialogWords['success'] | null>(null);
  const [busy, setBusy] = useState(false);
  const { success: _success, ...words } = pending?.words ?? {};
  return {
    ask: (text, run, asked = {}) => setPending({ text, run, words: asked }),
    dialog: {
      text: pending?.text ?? null, busy, ...words, success, onDismiss: () => setSuccess(null),
      onCancel: () => { if (!busy) setPending(null); },
      onConfirm: () => {
        if (pending === null || busy) return;
        setBusy(true);
        void pending.run().match(() => {
          done();
          setSuccess(pending.words.success ?? null);
        }, () => undefined).then(() => {
          setBusy(false);
          setPending(null);
        });
      },
    },
  };
}
