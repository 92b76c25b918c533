import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';

export interface NotesCardViewProps {
  readonly title: 'Doctor Notes' | 'MAG Notes';
  /** The record's notes of this kind, oldest first; empty shows the spec's empty text. */
  readonly notes: readonly string[];
  /** Add New Note; null when the user may not add this kind. */
  readonly onAdd: (() => void) | null;
  /** Further actions of the card (PN History, Smart PN). */
  readonly actions?: ReactNode;
}

export const NO_NOTES_TEXT = 'There are no notes for this record';

/** A notes card (doctor or MAG) with Add New Note. */
export function NotesCardView({ title, notes, onAdd, actions }: NotesCardViewProps) {
  return (
    <Card className="record-card notes-card" title={title}>
      {notes.length === 0 ? <p className="notes-card__empty">{NO_NOTES_TEXT}</p> : (
        <ul className="notes-card__list">{notes.map((note, index) => <li key={index}>{note}</li>)}</ul>
      )}
      <div className="notes-card__actions record-controls">
        {onAdd && <Button label="Add New Note" icon="pi pi-plus" size="small" outlined onClick={onAdd} aria-label={`Add New Note to ${title}`} />}
        {actions}
      </div>
    </Card>
  );
}
