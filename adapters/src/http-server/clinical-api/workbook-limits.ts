/**
 * What reading one workbook may cost, handed with it to the worker that reads it (which loads nothing of core), and the
 * refusals it can answer. The main thread words each refusal ({@link readRosterFile}); the worker only names it.
 */
export interface WorkbookLimits {
  readonly inflatedBytes: number;
  /** How deep the elements of one XML part may nest. */
  readonly xmlDepth: number;
  /** How many elements all the XML parts of the workbook may hold together. */
  readonly xmlElements: number;
  readonly rows: number;
  readonly columns: number;
  readonly cellCharacters: number;
}

export type WorkbookRefusal =
  | { readonly kind: 'tooBig' | 'tooDeep' | 'tooManyElements' | 'tooManyRows' | 'tooManyColumns' | 'noSheet' | 'unreadable' }
  | { readonly kind: 'cellTooLong'; readonly line: number };

/** The worker's answer for one workbook: the first sheet's rows of cell texts, or why it was refused. */
export type WorkbookAnswer = { readonly rows: string[][] } | { readonly refusal: WorkbookRefusal };

/** What the main thread sends a reading thread: the workbook and the bounds of its kind of file. */
export interface WorkbookRequest {
  readonly bytes: Uint8Array;
  readonly limits: WorkbookLimits;
}
