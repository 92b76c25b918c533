import { z } from 'zod';
import { Sha256Schema, YearSchema } from './manifest-schema.js';
import { FactorSourceSchema, FactorStatusSchema, YearFactorsFileSchema, sourceKeysOf } from '../data/year-factors-file.js';

// The engine's data files (core/data/raf, written by the CMS importer, tools/import-cms): a manifest of the years,
// one file per payment year naming its sets, factors, statuses and sources, and the sets themselves, each kept once
// in a file named by the SHA-256 of its bytes. Each file is checked against its schema here when first read.

/** The manifest's file name inside the data folder. */
export const MANIFEST_FILE = 'manifest.json';
/** The file name of a payment year's file. */
export const yearFileName = (year: number): string => `years/${year}.json`;
/** The file name of a set: its content's SHA-256. */
export const setFileName = (hash: string): string => `sets/${hash}.json`;

const ModelIdSchema = z.enum(['V24', 'V28', 'RX']);
const ScoredModelSchema = z.enum(['V24', 'V28']);

export { ManifestSchema, Sha256Schema, type Manifest } from './manifest-schema.js';

/** A mapping a year uses, and the CMS file it was compiled from (what the explanations name). */
const MappingRefSchema = z.object({ set: Sha256Schema, source: z.string().min(1) });
export type MappingRef = z.infer<typeof MappingRefSchema>;

const RxTablesFileSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('factors'),
    mapping: MappingRefSchema,
    status: FactorStatusSchema,
    source: z.string().min(1),
    factors: z.object({ 'MA-PD': Sha256Schema, PDP: Sha256Schema }),
    /** PACE's legacy set where CMS's software has one: kept, not scored (the engine does not model PACE's blend). */
    paceLegacy: z.object({ factors: Sha256Schema, source: z.string().min(1) }).optional(),
  }),
  // The year's source gives two values for some variables with nothing to tell them apart: refused, never guessed.
  z.object({ kind: z.literal('ambiguous'), source: z.string().min(1), conflicting: z.number().int().positive(), variables: z.number().int().positive() }),
]);

/** One payment year: the sets of its tables, and its factors with their statuses and sources. */
export const YearFileSchema = z.object({
  format: z.literal(1),
  year: YearSchema,
  status: z.enum(['final', 'proposed']),
  /** The CMS-HCC model as CMS calls it for this payment year. */
  modelName: z.string().min(1),
  defaultModel: z.enum(['V24', 'V28', 'blend']),
  tables: z.object({
    /** The code dictionary the mappings were compiled against: the manifest's. */
    codes: Sha256Schema,
    mappings: z.partialRecord(ModelIdSchema, MappingRefSchema),
    coefficientSource: z.string().min(1),
    /** CMS-HCC relative factors per model, a coefficient set each. */
    coefficients: z.partialRecord(ScoredModelSchema, Sha256Schema),
    structure: z.record(ModelIdSchema, Sha256Schema),
    codeEditor: z.object({ set: Sha256Schema, source: z.string().min(1) }),
    /** The ESRD model (V24 CCs): its mapping and factor set, or absent when the year has none. */
    esrd: z.object({ mapping: MappingRefSchema, status: FactorStatusSchema, source: z.string().min(1), factors: Sha256Schema }).optional(),
    rx: RxTablesFileSchema.optional(),
  }),
  sources: z.record(z.string(), FactorSourceSchema),
  factors: YearFactorsFileSchema,
}).superRefine((file, context) => {
  for (const key of sourceKeysOf(file.factors)) if (!(key in file.sources)) context.addIssue({ code: 'custom', path: ['sources', key], message: `is named by a factor but not defined` });
  for (const model of ['V24', 'V28'] as const) {
    if (file.tables.coefficients[model] !== undefined && file.tables.mappings[model] === undefined) context.addIssue({ code: 'custom', path: ['tables', 'mappings', model], message: 'is needed by the coefficients' });
  }
});
export type YearFile = z.infer<typeof YearFileSchema>;
export type RxTablesFile = NonNullable<YearFile['tables']['rx']>;
export type EsrdTablesFile = NonNullable<YearFile['tables']['esrd']>;

const CODE = /^[A-Z][0-9A-Z]{2,6}$/;
const ENTRY = /^\d+(~\d+)?( \d+(~\d+)?)*$/;
const codeList = (what: string) => z.string().refine((text) => text.split(' ').every((code) => CODE.test(code)), `${what} must be ICD-10 codes joined by a blank`);

/** Every code of every mapping, sorted, joined by a blank. */
export const CodesSetSchema = z.object({ kind: z.literal('codes'), codes: codeList('codes') });

/**
 * One compiled ICD-10 → CC mapping: `codes` (sorted, blank-joined) and, aligned with them, `entries` joined by `,`;
 * an entry is rows joined by a blank, each `cc` or `cc~k` where `k` indexes `conditions` (docs/raf.md).
 */
export const MappingSetSchema = z.object({
  kind: z.literal('mapping'),
  model: ModelIdSchema,
  conditions: z.array(z.string()).max(31),
  codes: codeList('codes'),
  entries: z.string().refine((text) => text.split(',').every((entry) => ENTRY.test(entry)), 'entries must be rows "cc" or "cc~k" joined by blanks, one entry per code joined by ","'),
}).refine((set) => set.codes.split(' ').length === set.entries.split(',').length, 'there must be one entry per code');
export type MappingSet = z.infer<typeof MappingSetSchema>;

/** Relative factors in thousandths (CMS publishes at most 3 decimals), keyed by upper-case variable name. */
export const CoefficientSetSchema = z.object({ kind: z.literal('coefficients'), values: z.record(z.string().regex(/^[A-Z0-9_]+$/), z.number().int()) });

/** Labels and hierarchies of one model; hierarchy parents are in CMS's macro order. */
export const StructureSetSchema = z.object({
  kind: z.literal('structure'),
  labels: z.record(z.string().regex(/^[1-9]\d*$/), z.string()),
  hierarchy: z.array(z.tuple([z.number().int().positive(), z.array(z.number().int().positive())])),
});
export type StructureSet = z.infer<typeof StructureSetSchema>;

/** Medicare Code Editor lists (codes joined by a blank), used for the optional code-editor checks. */
export const CodeEditorSetSchema = z.object({
  kind: z.literal('code-editor'),
  /** Codes valid only for an age range (inclusive; `max` null means no upper bound). */
  age: z.array(z.object({ label: z.string().min(1), min: z.number().int().min(0), max: z.number().int().min(0).nullable(), codes: codeList('codes') })),
  /** Codes valid only for one sex. */
  sex: z.array(z.object({ sex: z.enum(['M', 'F']), codes: codeList('codes') })),
});
export type CodeEditorSet = z.infer<typeof CodeEditorSetSchema>;
