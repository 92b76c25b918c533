/** One diagnostic as the table shows it: texts ready to print and the state of its checkboxes. */
export interface DiagnosticLine {
  readonly key: string;
  readonly index: number;
  readonly code: string;
  readonly description: string;
  readonly v24Hcc1: string;
  readonly v28Hcc1: string;
  readonly v24Hcc2: string;
  readonly v28Hcc2: string;
  readonly clinicalManifestations: string;
  readonly treatment: string;
  readonly alert: string;
  readonly specialty: string;
  /** 'Possible : Validate or Delete' is shown in red. */
  readonly specialtyToValidate: boolean;
  readonly provider: string;
  readonly serviceDate: string;
  /** Where it was documented, in words (face-to-face visit, audio-only…). */
  readonly source: string;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
  readonly active: boolean;
  readonly attached: boolean;
  /**
   * Why this row differs from another row of the same code (the record lists a code once per service date and
   * source): 'DOS 11/20/2026 · Face-to-face visit'; null when the code is on the record once.
   */
  readonly distinguishedBy: string | null;
  /** Documented by a submitted Smart progress note: the note's service date (MM/DD/YYYY), else null. */
  readonly documentedOn: string | null;
  readonly billingDisabled: boolean;
  readonly activeDisabled: boolean;
}
