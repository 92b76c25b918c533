import { InsuranceListView } from './insurance-list-view.js';
import { useInsuranceList } from './use-insurance-list.js';

/** /insurances */
export function InsuranceListScreen() {
  return <InsuranceListView {...useInsuranceList()} />;
}
