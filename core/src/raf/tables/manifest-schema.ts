import { z } from 'zod';

// The manifest's schema apart from the year and set schemas: the main entry checks the manifest at load, and the
// others load only with the engine.

/** A SHA-256 in lower-case hex: how a year file names a set, and a set's file its content. */
export const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex');
/** A payment year as the data files write it. */
export const YearSchema = z.number().int().min(2000).max(2200);

/** Which years have tables: ascending, each with the SHA-256 of its year file (reported with every score), and the code dictionary. */
export const ManifestSchema = z.object({
  format: z.literal(1),
  /** The set of every code of every mapping of every year: one dictionary, so a code has one index whatever the year. */
  codes: Sha256Schema,
  years: z.array(z.object({ year: YearSchema, tables: Sha256Schema })).min(1)
    .refine((years) => years.every((entry, i) => i === 0 || entry.year > (years[i - 1]?.year ?? 0)), 'the years must be ascending, each once'),
});
export type Manifest = z.infer<typeof ManifestSchema>;
