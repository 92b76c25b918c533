import type { FactorSource, FactorStatus } from '../data/payment-years.js';
import type { ExcludedDiagnosis } from '../diagnosis-source.js';
import type { Segment } from '../engine/segments.js';
import type { PaymentYear, ScoredModel } from '../tables/table-types.js';

/** Why a code did not count in a model. */
export type DropReason =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'not-billable' }
  | { readonly kind: 'unmapped' }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'age-sex-edit'; readonly detail: string }
  | { readonly kind: 'code-editor'; readonly detail: string }
  | { readonly kind: 'trumped'; readonly hccs: readonly string[]; readonly by: string; readonly byLabel: string }
  | { readonly kind: 'cc223-rule'; readonly hcc: string };

/** One term of the score with its factor, the variable name as CMS spells it, and why it applies. */
export interface ScoreTerm {
  readonly variable: string;
  readonly coefficient: number;
  readonly reason: string;
}

/** A payment HCC that counts: its label, factor in the segment and the codes that raised it. */
export interface HccTerm extends ScoreTerm {
  readonly hcc: string;
  readonly label: string;
  readonly codes: readonly string[];
}

/** An HCC that a code raised but that does not count, and what dropped it. */
export interface TrumpedHcc {
  readonly hcc: string;
  readonly label: string;
  readonly by: string;
  readonly codes: readonly string[];
}

/** An input code that did not count in a model, and why. */
export interface DroppedCode {
  readonly code: string;
  readonly reason: DropReason;
}

/** A code whose CCs a mapping row's age or sex edit chose, and what the edit did. */
export interface AgeSexEdit {
  readonly code: string;
  readonly effect: string;
}

/** A payment-year factor as applied, with its source. */
export interface AppliedFactor {
  readonly value: number;
  readonly status: FactorStatus;
  readonly source: FactorSource;
}

/** One model's score and every part of it. */
export interface ModelResult {
  readonly model: ScoredModel;
  readonly mapping: string;
  readonly coefficientSource: string;
  readonly demographics: readonly ScoreTerm[];
  readonly hccs: readonly HccTerm[];
  readonly trumpedHccs: readonly TrumpedHcc[];
  readonly interactions: readonly ScoreTerm[];
  readonly countVariable: (ScoreTerm & { readonly paymentHccs: number }) | null;
  readonly dropped: readonly DroppedCode[];
  readonly ageSexEdits: readonly AgeSexEdit[];
  readonly rawScore: number;
  readonly normalization: AppliedFactor | null;
  readonly normalizedScore: number | null;
  readonly codingAdjustment: AppliedFactor;
  readonly paymentScore: number | null;
}

/** A code-editor (Medicare Code Editor) finding: reported, and applied only when asked. */
export interface CodeEditorFinding {
  readonly code: string;
  readonly check: 'age' | 'sex';
  readonly detail: string;
}

/** The explained score of one beneficiary: every number with where it comes from. */
export interface RafResult {
  readonly engineVersion: string;
  readonly tablesHash: string;
  readonly year: PaymentYear;
  /** Whether the year's relative factors are final (a Rate Announcement) or proposed (an Advance Notice). */
  readonly yearStatus: 'final' | 'proposed';
  /** The CMS-HCC model of the payment year as CMS names it. */
  readonly modelName: string;
  readonly model: ScoredModel | 'blend';
  readonly beneficiary: {
    readonly age: number;
    readonly ageFrom: 'age' | 'dob';
    readonly sex: 'M' | 'F';
    readonly dual: 'non' | 'partial' | 'full';
    readonly institutional: boolean;
    readonly newEnrollee: boolean;
    readonly snp: boolean;
    readonly orec: number;
  };
  readonly segment: { readonly code: Segment; readonly label: string; readonly reason: string };
  readonly models: readonly ModelResult[];
  readonly blend: { readonly weights: Readonly<Record<ScoredModel, number>>; readonly status: FactorStatus; readonly source: FactorSource } | null;
  readonly rawScore: number;
  readonly normalizedScore: number | null;
  readonly paymentScore: number | null;
  readonly duplicates: readonly string[];
  readonly codeEditor: { readonly mode: 'report' | 'apply'; readonly findings: readonly CodeEditorFinding[] };
  /** Diagnoses the payment year's source rules left out (audio-only, unlinked chart review), each with why. */
  readonly excluded: readonly ExcludedDiagnosis[];
}
