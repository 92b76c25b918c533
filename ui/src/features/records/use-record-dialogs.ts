import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  type PatientListRow, type PrintedReport, type RecordDiagnosticRow, type RecordId, type RecordNoteInput, type RecordNoteKind, type UndoId, fieldErrors, validateNoteForm,
} from '@rafdesk/core';
import { useOfferUndo } from '../../shared/feedback/use-offer-undo.js';
import { fromResult } from '../../shared/query/from-result.js';
import type { ClinicalServices } from '../../shared/services/tokens.js';
import type { DiagnosticLine } from './diagnostic-line.js';
import type { NoteEditorViewProps } from './note-editor-view.js';
import type { ConfirmDialogViewProps, MessageDialogViewProps } from '../../shared/components/confirm-dialog-view.js';
import type { RecordsClient } from './records-client.js';
import type { RecordDataHandle } from './use-record-data.js';

/** A change the user is asked about first, in its own words (Auto Billing). */
export interface Question {
  readonly header: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly run: () => void;
}

type Confirming = { readonly kind: 'one'; readonly line: DiagnosticLine } | { readonly kind: 'all' } | ({ readonly kind: 'ask' } & Question) | null;

export const DELETE_ONE_TEXT = 'This diagnostic will be deleted';
export const DELETE_ALL_TEXT = 'All diagnostics will be deleted for this patient';
/** What the spec's success dialogs said (02 §7), now the undo toast's words. */
export const DELETED_ONE_TEXT = 'The diagnostic has been deleted';
export const DELETED_ALL_TEXT = 'The diagnostics have been deleted';

export interface RecordDialogs {
  readonly confirm: ConfirmDialogViewProps;
  readonly message: MessageDialogViewProps;
  readonly noteEditor: NoteEditorViewProps;
  readonly openNote: (kind: RecordNoteKind) => void;
  readonly askDeleteOne: (line: DiagnosticLine) => void;
  readonly askDeleteAll: () => void;
  /** Asks before a change and runs it on Confirm. */
  readonly ask: (question: Question) => void;
  readonly printing: boolean;
  readonly onPrint: () => void;
  readonly onExportExcel: () => void;
}

/** The records view's dialogs: delete one and delete all with their confirmations, the note editor, print and export. */
export function useRecordDialogs(data: RecordDataHandle, client: RecordsClient, recordId: RecordId | null, exports: ClinicalServices, printed: () => PrintedReport): RecordDialogs {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const offerUndo = useOfferUndo();
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  const [note, setNote] = useState<{ kind: RecordNoteKind | null; text: string; error: string | null }>({ kind: null, text: '', error: null });
  // A note lives on the record's patient (its latest notes): only that read is invalidated.
  const addNote = useMutation({
    mutationFn: (input: RecordNoteInput) => fromResult(client.addNote(input)),
    onSuccess: () => {
      setNote({ kind: null, text: '', error: null });
      data.refreshPatient();
    },
  });
  const [printing, setPrinting] = useState(false);

  const confirmed = () => {
    const current = confirming;
    setConfirming(null);
    if (recordId === null || current === null) return;
    if (current.kind === 'ask') {
      current.run();
      return;
    }
    // The server restores what it kept; the rows are read again, and its card is the one shown.
    const restore = (undoId: UndoId) => data.commit(client.restoreDiagnostics(undoId), { rows: 'reload' });
    if (current.kind === 'one') {
      const row = data.rows[current.line.index - 1];
      const serviceDate = row?.serviceDate ?? null;
      const reply = client.deleteOne({ recordId, code: current.line.code, serviceDate, queue: null });
      const without = (rows: readonly RecordDiagnosticRow[]) => rows.filter((kept) => kept.code !== current.line.code || kept.serviceDate !== serviceDate);
      void data.commit(reply.map((answer) => answer.card), { rows: without }).andThen(() => reply).map(({ undoId }) => offerUndo({
        title: 'Deleted!', text: DELETED_ONE_TEXT, restoredText: `The diagnostic ${current.line.code} has been restored`, undoId, restore,
      }));
    } else {
      const reply = client.deleteAll(recordId);
      void data.commit(reply.map((answer) => answer.card), { rows: () => [] }).andThen(() => reply).map(({ undoId }) => offerUndo({
        title: 'Success!', text: DELETED_ALL_TEXT, restoredText: 'The diagnostics have been restored', undoId, restore,
      }));
    }
  };

  const createNote = () => {
    if (note.kind === null) return;
    const checked = validateNoteForm({ recordId, kind: note.kind, text: note.text });
    if (checked.isErr()) {
      setNote({ ...note, error: fieldErrors(checked.error).text?.[0] ?? null });
      return;
    }
    setNote({ ...note, error: null });
    addNote.mutate(checked.value);
  };

  const withPatient = (run: (patient: PatientListRow) => Promise<void>) => {
    if (data.patient !== null) void run(data.patient);
  };

  return {
    confirm: {
      text: confirming === null ? null : confirming.kind === 'ask' ? confirming.text : confirming.kind === 'one' ? DELETE_ONE_TEXT : DELETE_ALL_TEXT,
      ...(confirming?.kind === 'ask' ? { header: confirming.header, confirmLabel: confirming.confirmLabel, danger: false } : {}),
      onConfirm: confirmed,
      onCancel: () => setConfirming(null),
    },
    message: { message, onClose: () => setMessage(null) },
    noteEditor: {
      title: note.kind === 'doctor' ? 'Doctor Notes' : note.kind === 'mag' ? 'MAG Notes' : null,
      text: note.text, error: note.error, saving: addNote.isPending,
      onChange: (text) => setNote({ ...note, text, error: null }),
      onClose: () => setNote({ kind: null, text: '', error: null }),
      onCreate: createNote,
    },
    openNote: (kind) => setNote({ kind, text: '', error: null }),
    askDeleteOne: (line) => setConfirming({ kind: 'one', line }),
    askDeleteAll: () => setConfirming({ kind: 'all' }),
    ask: (question) => setConfirming({ kind: 'ask', ...question }),
    printing,
    onPrint: () => withPatient(async (patient) => {
      setPrinting(true);
      const printer = await exports.printer();
      (await printer.print(patient, data.rows, printed())).map(exports.save);
      setPrinting(false);
    }),
    onExportExcel: () => withPatient(async (patient) => {
      const exporter = await exports.spreadsheets();
      (await exporter.recordDiagnostics(patient, data.rows)).map(exports.save);
    }),
  };
}
