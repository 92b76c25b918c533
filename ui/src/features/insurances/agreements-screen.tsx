import { AgreementsView } from './agreements-view.js';
import { useAgreements } from './use-agreements.js';

/** /insuranceAgreements */
export function AgreementsScreen() {
  return <AgreementsView {...useAgreements()} />;
}
