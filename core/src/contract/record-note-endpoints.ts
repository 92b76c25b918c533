import { z } from 'zod';
import type { RecordNote } from '../ports/repositories/record-note-repository.js';
import type { RecordNoteDraft } from '../usecases/records/record-notes.js';
import { WireRecordNoteResultSchema, toWireRecordNoteResult } from '../wire/clinical-wire.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';

// Doctors/CreateDoctorNote and Doctors/CreateMAGNote: MAG roles write MAG notes, Doctor and Training doctor notes, InsuranceStaff none.

// Any value: the note form's rules judge the record and the text, naming the fields as sent.
const DoctorNoteBody = z.object({ RecordID: z.unknown().optional(), DoctorNotes: z.unknown().optional() });
const MagNoteBody = z.object({ RecordID: z.unknown().optional(), MAGNotes: z.unknown().optional() });

// The web app reads nothing of the stored note (a server may answer 204).
const noteAnswer = { encodeOutput: (note: RecordNote) => toWireRecordNoteResult(note), reply: z.unknown(), decodeOutput: (): void => undefined };

export const addDoctorNoteEndpoint = coded(endpoint({
  method: 'POST', path: 'Doctors/CreateDoctorNote', summary: 'Add a doctor note to a record {RecordID, DoctorNotes}',
  access: { permission: 'record.addDoctorNote' }, body: DoctorNoteBody, response: WireRecordNoteResultSchema, successStatus: 201, audit: 'record.notes.add',
}), {
  ...noteAnswer,
  encodeInput: (note: RecordNoteDraft) => ({ json: { RecordID: note.recordId, DoctorNotes: note.text } }),
  decodeInput: ({ body }): RecordNoteDraft => ({ recordId: body.RecordID, kind: 'doctor', text: body.DoctorNotes }),
});

export const addMagNoteEndpoint = coded(endpoint({
  method: 'POST', path: 'Doctors/CreateMAGNote', summary: 'Add a MAG note to a record {RecordID, MAGNotes} (MAG roles)',
  access: { permission: 'record.addMagNote' }, body: MagNoteBody, response: WireRecordNoteResultSchema, successStatus: 201, audit: 'record.notes.add',
}), {
  ...noteAnswer,
  encodeInput: (note: RecordNoteDraft) => ({ json: { RecordID: note.recordId, MAGNotes: note.text } }),
  decodeInput: ({ body }): RecordNoteDraft => ({ recordId: body.RecordID, kind: 'mag', text: body.MAGNotes }),
});
