import { RadvView } from './radv-view.js';
import { useRadvAudits } from './use-radv-audits.js';

/** /radvAudits */
export function RadvScreen() {
  return <RadvView {...useRadvAudits()} />;
}
