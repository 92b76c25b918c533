import { useWorklist } from './use-worklist.js';
import { WorklistView } from './worklist-view.js';

/** /gapWorklist */
export function WorklistScreen() {
  return <WorklistView {...useWorklist()} />;
}
