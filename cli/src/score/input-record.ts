import { z } from 'zod';
import { DIAGNOSIS_SOURCES, parseCodeList } from '@rafdesk/core/raf';

// What each field takes, in words: zod's own wording ("Invalid input") would reach the error records. A missing
// required value says so.
const said = (words: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? `missing: ${words}` : words) });
const FLAG = 'true or false (or 1/0, yes/no, Y/N)';
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'Y', 'N', '']).transform((text) => ['true', '1', 'yes', 'Y'].includes(text))], { error: FLAG });
const DIAGNOSES = `ICD-10-CM codes: a list of codes or of { "code", "source" } (source: ${DIAGNOSIS_SOURCES.join(', ')}), or one text of codes separated by semicolons`;

/**
 * One input line of `rafdesk score` as read from JSON Lines or CSV (where every value is text and
 * `diagnoses` is `;`-separated). Unknown fields are ignored.
 */
export const InputRecordSchema = z.object({
  id: z.union([z.string(), z.number()], { error: 'a text or a number' }).optional(),
  age: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number), z.literal('').transform(() => undefined)], { error: 'a whole number of years' }).optional(),
  dob: z.string({ error: 'a date as YYYY-MM-DD' }).optional().transform((text) => (text === '' ? undefined : text)),
  sex: z.string(said('M or F')),
  dual: z.string({ error: 'non, partial or full' }).optional().transform((text) => (text === '' ? undefined : text)),
  institutional: flag.optional(),
  newEnrollee: flag.optional(),
  snp: flag.optional(),
  orec: z.union([z.string(), z.number()], { error: '0, 1, 2 or 3 (the original reason for entitlement)' }).optional().transform((value) => (value === '' ? undefined : value)),
  esrd: flag.optional(),
  dialysis: flag.optional(),
  graftMonths: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number), z.literal('').transform(() => undefined)], { error: 'a whole number of months since the kidney transplant' }).optional(),
  rx: flag.optional(),
  lowIncome: flag.optional(),
  pdp: flag.optional(),
  diagnoses: z.union([
    z.array(z.union([z.string(), z.object({ code: z.string(), source: z.enum(DIAGNOSIS_SOURCES).optional() })])),
    z.string().transform((text) => parseCodeList(text)),
  ], { error: DIAGNOSES }).default([]),
  switchedOrganization: flag.optional(),
});

/** The codes of a read record and, where given, each one's source (`{ "code", "source" }` items). */
export function codesAndSources(record: InputRecord): { codes: string[]; sources: (InputSource | undefined)[] } {
  const codes: string[] = [];
  const sources: (InputSource | undefined)[] = [];
  for (const item of record.diagnoses) {
    codes.push(typeof item === 'string' ? item : item.code);
    sources.push(typeof item === 'string' ? undefined : item.source);
  }
  return { codes, sources };
}
type InputSource = (typeof DIAGNOSIS_SOURCES)[number];
/** An input line after reading (beneficiary fields still unchecked: the engine validates them). */
export type InputRecord = z.output<typeof InputRecordSchema>;
