import { z } from 'zod';
import { VisitOptionIdSchema } from './ids.js';

export const VisitInputTypeSchema = z.enum(['Radio', 'Check', 'Text', 'Texta']);
/** How a questionnaire option is answered: radio, checkbox, one-line text, text area. */
export type VisitInputType = z.infer<typeof VisitInputTypeSchema>;

export const VisitOptionSchema = z.object({
  id: VisitOptionIdSchema,
  description: z.string(),
  groupId: z.number().int(),
  groupDescription: z.string(),
  header: z.string().nullable(),
  inputType: VisitInputTypeSchema,
  /** The API's `optional` equal to 0. */
  required: z.boolean(),
  tooltip: z.string().nullable(),
  image: z.string().nullable(),
  /** Position in the questionnaire for a male / female patient. */
  maleOrder: z.number().int().nullable(),
  femaleOrder: z.number().int().nullable(),
});
/** One answer option of the Smart PN questionnaire. */
export type VisitOption = z.infer<typeof VisitOptionSchema>;

/** Visit option (CPT) id that means "other". */
export const OTHER_CPT_VISIT_OPTION_ID = 660;
