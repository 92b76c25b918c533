import { createContext, useContext, type ComponentType } from 'react';

/** A diagnosis to document a gap with: the gap's code and the words the note or the record shows for it. */
export interface GapDiagnosisChoice {
  readonly code: string;
  readonly description: string;
}

/** What a clinical screen gives the open-gaps panel of one patient. */
export interface OpenGapsPanelProps {
  readonly recordId: number;
  /**
   * Changes whenever the record's coding changes (the records view's codes, the note's attached codes): the gaps are
   * read again, since the server recomputes a patient's gaps in the same request as a coding change.
   */
  readonly codingRevision: string;
  /**
   * Documents a gap through the host's own add-diagnosis flow (Fast Coding on the records view, attaching the code
   * with its MEAT evidence on the Smart PN DX tab); null where the user may not add codes.
   */
  readonly onDocument: ((choice: GapDiagnosisChoice) => void) | null;
  /** The host's words for the document button ("Add the code", "Attach to the note"). */
  readonly documentLabel: string;
  /** A heading level that fits the host (the records view's cards use h2, the wizard's tab h3). */
  readonly headingLevel: 2 | 3;
}

/** What the dashboard gives the recapture curve: the doctor it shows (null: every doctor in reach, the practice). */
export interface RecaptureCurvePanelProps {
  readonly doctorId: number | null;
  /** The doctor's name beside the practice's curve; null when the dashboard shows no one doctor. */
  readonly doctorName: string | null;
}

/** The gaps pieces the app mounts in other features' screens. */
export interface GapsSlots {
  readonly OpenGapsPanel: ComponentType<OpenGapsPanelProps>;
  readonly RecaptureCurvePanel: ComponentType<RecaptureCurvePanelProps>;
}

const GapsSlot = createContext<GapsSlots | null>(null);

/**
 * The app puts the gaps feature's panels here so the records view, the Smart PN DX tab and the dashboard can show them
 * without importing another feature (features never import each other); null where no app provides them.
 */
export const GapsSlotProvider = GapsSlot.Provider;

export function useGapsSlots(): GapsSlots | null {
  return useContext(GapsSlot);
}
