/** The CMS-HCC model versions the engine scores, plus RxHCC V08 (scored by its own path, see `rx/`). */
export type ModelId = 'V24' | 'V28' | 'RX';
/** The CMS-HCC models that produce a score. */
export type ScoredModel = 'V24' | 'V28';
/** How sure a factor is; what each status means is told in `data/payment-years.ts`, beside the table. */
export type FactorStatus = 'final' | 'proposed' | 'secondary' | 'unconfirmed';
/** The payment years the compiled tables cover. */
export type PaymentYear = 2025 | 2026 | 2027;

/**
 * One compiled ICD-10 → CC mapping. `entries` holds one entry per code of the shared code dictionary,
 * joined by `,`; an entry is empty (unmapped) or rows joined by a blank, each row `cc` or `cc~k` where
 * `k` indexes `conditions` (see docs/raf.md for the condition syntax).
 */
export interface MappingData {
  readonly model: ModelId;
  readonly source: string;
  readonly conditions: readonly string[];
  readonly entries: string;
}

/** Labels and hierarchies of one model; hierarchy parents are in CMS's macro order. */
export interface ModelStructureData {
  readonly labels: Readonly<Record<string, string>>;
  readonly hierarchy: readonly (readonly [number, readonly number[]])[];
}

/** Which mapping and coefficients a payment year uses, and where they come from. */
export interface YearTablesData {
  readonly status: 'final' | 'proposed';
  readonly mappings: Readonly<Partial<Record<ModelId, string>>>;
  readonly coefficientSource: string;
  /** Relative factors in thousandths (CMS publishes at most 3 decimals), keyed by upper-case variable name. */
  readonly coefficients: Readonly<Partial<Record<ScoredModel, Readonly<Record<string, number>>>>>;
  /** The ESRD model (V24 CCs): its mapping id and relative factors, or absent when the year has none. */
  readonly esrd?: SupplementalTables;
  /** RxHCC V08 relative factors per plan type, or why the year's source cannot give them. */
  readonly rx?: RxTables;
}

/** How sure the relative factors of an ESRD or RxHCC table are, and where they come from. */
export interface SupplementalTables {
  readonly mapping: string;
  readonly status: FactorStatus;
  readonly source: string;
  /** Key of the factor set in `FACTOR_SETS` (years that share a set share one copy). */
  readonly factors: string;
}

/** The RxHCC plan types CMS calibrates factors for. */
export type RxPlanType = 'MA-PD' | 'PDP';

/**
 * RxHCC tables: a factor set per plan type (and, where CMS's software has one, PACE's legacy set, kept but not
 * scored: the engine does not model PACE's blend), or the reason the source gives none that can be told apart.
 */
export type RxTables =
  | {
      readonly kind: 'factors';
      readonly mapping: string;
      readonly status: FactorStatus;
      readonly source: string;
      readonly factors: Readonly<Record<RxPlanType, string>>;
      readonly paceLegacy?: { readonly factors: string; readonly source: string };
    }
  | { readonly kind: 'ambiguous'; readonly source: string; readonly conflicting: number; readonly variables: number };

/** Relative-factor sets of the ESRD and RxHCC models, in thousandths by upper-case variable name, keyed by file and model version. */
export type FactorSets = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Medicare Code Editor lists (codes joined by a blank), used for the optional code-editor checks. */
export interface CodeEditorData {
  readonly source: string;
  /** Codes valid only for an age range (inclusive; `max` null means no upper bound). */
  readonly age: readonly { readonly label: string; readonly min: number; readonly max: number | null; readonly codes: string }[];
  /** Codes valid only for one sex. */
  readonly sex: readonly { readonly sex: 'M' | 'F'; readonly codes: string }[];
}
