import { addDoctorNoteEndpoint, addMagNoteEndpoint, addRecordNote, DOCTOR_NOTE_FORM_WIRE_NAMES, MAG_NOTE_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { idArgument } from './request-fields.js';

// The audited record is the one sent, read as an id whatever its spelling (the form's rules judge it after).
const sentRecord = (draft: { readonly recordId: unknown }) => idArgument('recordId', draft);

/** Doctors/CreateDoctorNote and Doctors/CreateMAGNote: MAG roles write MAG notes, Doctor and Training doctor notes, InsuranceStaff none. */
export function noteRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(addDoctorNoteEndpoint, (user, draft) => addRecordNote(ports, user, draft), { auditRecordId: sentRecord, names: DOCTOR_NOTE_FORM_WIRE_NAMES }),
    implement(addMagNoteEndpoint, (user, draft) => addRecordNote(ports, user, draft), { auditRecordId: sentRecord, names: MAG_NOTE_FORM_WIRE_NAMES }),
  ];
}
