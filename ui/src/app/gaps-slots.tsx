import { lazy, Suspense } from 'react';
import type { GapsSlots, OpenGapsPanelProps, RecaptureCurvePanelProps } from '../shared/components/gaps-slot.js';

const OpenGapsPanel = lazy(() => import('../features/gaps/open-gaps-panel.js').then((m) => ({ default: m.OpenGapsPanel })));
const RecaptureCurvePanel = lazy(() => import('../features/gaps/recapture-curve-panel.js').then((m) => ({ default: m.RecaptureCurvePanel })));

/** The gaps feature's panels for the records view, the Smart PN DX tab and the dashboard, each loaded with its chunk on first use. */
export const GAPS_SLOTS: GapsSlots = {
  OpenGapsPanel: (props: OpenGapsPanelProps) => <Suspense fallback={null}><OpenGapsPanel {...props} /></Suspense>,
  RecaptureCurvePanel: (props: RecaptureCurvePanelProps) => <Suspense fallback={null}><RecaptureCurvePanel {...props} /></Suspense>,
};
