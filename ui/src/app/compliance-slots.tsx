import { lazy, Suspense } from 'react';
import type { ComplianceSlots, RecordCompliancePanelProps } from '../shared/components/compliance-slot.js';

const RecordCompliancePanel = lazy(() => import('../features/compliance/record-compliance-panel.js').then((m) => ({ default: m.RecordCompliancePanel })));

/** The compliance feature's panels, each loaded with its chunk on first use. */
export const COMPLIANCE_SLOTS: ComplianceSlots = {
  RecordCompliancePanel: (props: RecordCompliancePanelProps) => <Suspense fallback={null}><RecordCompliancePanel {...props} /></Suspense>,
};
