import { addDoctorNoteEndpoint, addMagNoteEndpoint, addRecordNote, toWireRecordNoteResult, DOCTOR_NOTE_FORM_WIRE_NAMES, MAG_NOTE_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { toRouteFailure } from '../api/to-route-failure.js';
import { idArgument } from './request-fields.js';

/** Doctors/CreateDoctorNote and Doctors/CreateMAGNote: MAG roles write MAG notes, Doctor and Training doctor notes, InsuranceStaff none. */
export function noteRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    defineRoute(addDoctorNoteEndpoint, {
      auditRecordId: (input) => idArgument('RecordID', input.body),
      handler: ({ user, body }) => addRecordNote(ports, user, { recordId: body.RecordID, kind: 'doctor', text: body.DoctorNotes })
        .map(toWireRecordNoteResult).mapErr((error) => toRouteFailure(error, DOCTOR_NOTE_FORM_WIRE_NAMES)),
    }),
    defineRoute(addMagNoteEndpoint, {
      auditRecordId: (input) => idArgument('RecordID', input.body),
      handler: ({ user, body }) => addRecordNote(ports, user, { recordId: body.RecordID, kind: 'mag', text: body.MAGNotes })
        .map(toWireRecordNoteResult).mapErr((error) => toRouteFailure(error, MAG_NOTE_FORM_WIRE_NAMES)),
    }),
  ];
}
