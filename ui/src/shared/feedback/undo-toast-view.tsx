import type { KeyboardEvent, Ref } from 'react';
import { Button } from 'primereact/button';
import './undo-toast.css';

export interface UndoToastViewProps {
  /** What was deleted; nothing shows while null, but the live region stays so the next offer is announced. */
  readonly text: string | null;
  readonly busy: boolean;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
  readonly onHold: (held: boolean) => void;
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
