import { z } from 'zod';
import { WireRecordNoteResultSchema } from '../wire/clinical-wire.js';
import { endpoint } from './endpoint.js';

// Doctors/CreateDoctorNote and Doctors/CreateMAGNote: MAG roles write MAG notes, Doctor and Training doctor notes, InsuranceStaff none.

const DoctorNoteBody = z.object({ RecordID: z.unknown().optional(), DoctorNotes: z.unknown().optional() });
const MagNoteBody = z.object({ RecordID: z.unknown().optional(), MAGNotes: z.unknown().optional() });

export const addDoctorNoteEndpoint = endpoint({
  method: 'POST', path: 'Doctors/CreateDoctorNote', summary: 'Add a doctor note to a record {RecordID, DoctorNotes}',
  access: { permission: 'record.addDoctorNote' }, body: DoctorNoteBody, response: WireRecordNoteResultSchema, successStatus: 201, audit: 'record.notes.add',
});

export const addMagNoteEndpoint = endpoint({
  method: 'POST', path: 'Doctors/CreateMAGNote', summary: 'Add a MAG note to a record {RecordID, MAGNotes} (MAG roles)',
  access: { permission: 'record.addMagNote' }, body: MagNoteBody, response: WireRecordNoteResultSchema, successStatus: 201, audit: 'record.notes.add',
});
