import { addRecordNote, DOCTOR_NOTE_FORM_WIRE_NAMES, MAG_NOTE_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { toApiError } from '../api/to-api-error.js';
import { idArgument } from './request-fields.js';
import { toWireRecordNoteResult, WireRecordNoteResultSchema } from './clinical-wire.js';

const DoctorNoteBody = z.object({ RecordID: z.unknown().optional(), DoctorNotes: z.unknown().optional() });
const MagNoteBody = z.object({ RecordID: z.unknown().optional(), MAGNotes: z.unknown().optional() });

/** Doctors/CreateDoctorNote and Doctors/CreateMAGNote: MAG roles write MAG notes, Doctor and Training doctor notes, InsuranceStaff none. */
export function noteRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST', path: 'Doctors/CreateDoctorNote', summary: 'Add a doctor note to a record {RecordID, DoctorNotes}',
      access: { permission: 'record.addDoctorNote' }, body: DoctorNoteBody, response: WireRecordNoteResultSchema, successStatus: 201,
      audit: { action: 'record.notes.add', recordId: (input) => idArgument('RecordID', input.body) },
      handler: ({ user, body }) => addRecordNote(ports, user, { recordId: body.RecordID, kind: 'doctor', text: body.DoctorNotes })
        .map(toWireRecordNoteResult).mapErr((error) => toApiError(error, DOCTOR_NOTE_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'POST', path: 'Doctors/CreateMAGNote', summary: 'Add a MAG note to a record {RecordID, MAGNotes} (MAG roles)',
      access: { permission: 'record.addMagNote' }, body: MagNoteBody, response: WireRecordNoteResultSchema, successStatus: 201,
      audit: { action: 'record.notes.add', recordId: (input) => idArgument('RecordID', input.body) },
      handler: ({ user, body }) => addRecordNote(ports, user, { recordId: body.RecordID, kind: 'mag', text: body.MAGNotes })
        .map(toWireRecordNoteResult).mapErr((error) => toApiError(error, MAG_NOTE_FORM_WIRE_NAMES)),
    }),
  ];
}
