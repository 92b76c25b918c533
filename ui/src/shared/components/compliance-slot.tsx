import { createContext, useContext, type ComponentType } from 'react';

/** What the records view gives the compliance part of the record card. */
export interface RecordCompliancePanelProps {
  readonly recordId: number;
  /** Changes whenever the record's coding changes: the flags and the ledger are read again. */
  readonly codingRevision: string;
  readonly headingLevel: 2 | 3;
}

/** The compliance pieces the app mounts in other features' screens. */
export interface ComplianceSlots {
  readonly RecordCompliancePanel: ComponentType<RecordCompliancePanelProps>;
}

const ComplianceSlot = createContext<ComplianceSlots | null>(null);

/** The app puts the compliance feature's panels here, so the records view shows them without importing another feature. */
export const ComplianceSlotProvider = ComplianceSlot.Provider;

export function useComplianceSlots(): ComplianceSlots | null {
  return useContext(ComplianceSlot);
}
