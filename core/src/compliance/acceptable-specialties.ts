import { z } from 'zod';
import { foldText } from '../gaps/text-match.js';
import { RuleSourceSchema } from '../gaps/suspect-rule.js';
import specialtiesFile from './rules/acceptable-specialties.v1.json' with { type: 'json' };

export const AcceptableSpecialtiesFileSchema = z.strictObject({
  version: z.number().int().positive(),
  source: RuleSourceSchema,
  specialties: z.array(z.strictObject({
    /** CMS's two-character specialty code. */
    code: z.string().regex(/^[0-9A-Z]{2}$/, 'must be a CMS specialty code such as 08'),
    name: z.string().min(1),
    /** Other names the portal's free-text specialty may use for it ("Family Medicine" for Family Practice). */
    aliases: z.array(z.string().min(1)),
  })).min(1),
});
export type AcceptableSpecialtiesFile = z.infer<typeof AcceptableSpecialtiesFileSchema>;

let shipped: AcceptableSpecialtiesFile | null = null;

/** CMS's acceptable physician specialty types (acceptable-specialties.v1.json), validated once; a broken file throws. */
export function acceptableSpecialties(): AcceptableSpecialtiesFile {
  if (shipped === null) {
    const parsed = AcceptableSpecialtiesFileSchema.safeParse(specialtiesFile);
    if (!parsed.success) throw new Error(`acceptable-specialties.v1.json is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    shipped = parsed.data;
  }
  return shipped;
}

const fold = (text: string) => foldText(text).trim();

type AcceptedSpecialty = { readonly code: string; readonly name: string };

// Every name and alias of a file, folded once: a record's ledger asks this of each of its diagnoses.
const namesOf = new WeakMap<AcceptableSpecialtiesFile, ReadonlyMap<string, AcceptedSpecialty>>();
function foldedNames(file: AcceptableSpecialtiesFile): ReadonlyMap<string, AcceptedSpecialty> {
  let names = namesOf.get(file);
  if (names === undefined) {
    const built = new Map<string, AcceptedSpecialty>();
    for (const row of file.specialties) {
      for (const name of [row.name, ...row.aliases]) if (!built.has(fold(name))) built.set(fold(name), { code: row.code, name: row.name });
    }
    names = built;
    namesOf.set(file, names);
  }
  return names;
}

/**
 * The acceptable CMS specialty a portal specialty text names (case, spaces and punctuation aside, by name or alias),
 * or null: no specialty, "Possible : Validate or Delete", or one CMS does not accept (e.g. Diagnostic Radiology).
 */
export function acceptedSpecialty(text: string | null, file: AcceptableSpecialtiesFile = acceptableSpecialties()): AcceptedSpecialty | null {
  if (text === null) return null;
  const wanted = fold(text);
  return wanted === '' ? null : foldedNames(file).get(wanted) ?? null;
}
