import { z } from 'zod';

/**
 * A submitted progress note as the lists send it (Patients/GetProgressNotes, Forms/GetAll, Forms/GetHomeForms):
 * the server writes it, PN History and the dashboard read it.
 */
export const WireProgressNoteSummarySchema = z.object({
  progressNoteID: z.number().int(), recordID: z.number().int(), doctorID: z.number().int().nullable(), patient: z.string(),
  serviceDate: z.string(), specialty: z.string().nullable(), provider: z.string().nullable(), cpt: z.string().nullable(), creationDate: z.string(),
});
export type WireProgressNoteSummary = z.infer<typeof WireProgressNoteSummarySchema>;
