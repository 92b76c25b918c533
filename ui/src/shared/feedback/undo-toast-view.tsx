import type { KeyboardEvent, Ref } from 'react';
import { Button } from 'primereact/button';
import type { UndoToast } from './use-undo-toast.js';
import './undo-toast.css';

/** The undo toast's state (see {@link UndoToast}) and the Undo button, which takes the focus when it opens. */
export interface UndoToastViewProps extends UndoToast {
  readonly undoRef?: Ref<HTMLButtonElement>;
}

/** The toast of a delete that can be undone: what was deleted, Undo and a close button; Escape closes it. */
export function UndoToastView({ text, busy, onUndo, onDismiss, onHold, undoRef }: UndoToastViewProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  return (
    <div className="undo-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {text === null ? null : (
        <div className="undo-toast" onKeyDown={onKeyDown} onFocus={() => onHold(true)} onBlur={() => onHold(false)}
          onMouseEnter={() => onHold(true)} onMouseLeave={() => onHold(false)}>
          <span>{text}</span>
          <Button ref={undoRef as never} className="undo-toast-undo" label="Undo" outlined size="small" loading={busy} onClick={onUndo} />
          <Button className="undo-toast-dismiss" icon="pi pi-times" text rounded size="small" aria-label="Close" disabled={busy} onClick={onDismiss} />
        </div>
      )}
    </div>
  );
}
