import { createContext, useContext, type ComponentType } from 'react';

/** What the records view gives the Smart PN modal. */
export interface SmartPnModalProps {
  readonly recordId: number;
  /** The codes attached in the records table, attached to the new note. */
  readonly attachedCodes: readonly string[];
  /** The draft to continue (from the address), or null for a new note (the record's open draft is offered first). */
  readonly draftId: number | null;
  /** A draft was saved for the first time or chosen: its id goes into the address. */
  readonly onDraftSaved: (id: number) => void;
  readonly onClose: () => void;
}

const SmartPnSlot = createContext<ComponentType<SmartPnModalProps> | null>(null);

/**
 * The app puts the Smart PN modal here so the records view can open it without importing another feature (features
 * never import each other); null where no app provides it.
 */
export const SmartPnSlotProvider = SmartPnSlot.Provider;

export function useSmartPnModal(): ComponentType<SmartPnModalProps> | null {
  return useContext(SmartPnSlot);
}
