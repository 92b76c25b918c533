import { useSearchParams } from 'react-router-dom';
import { CalculatorView } from './calculator-view.js';
import { useCalculator } from './use-calculator.js';

/** /magCalculator; with ?recordID= it is the patient diagnostic calculator of that record. */
export function MagCalculatorScreen() {
  const [params] = useSearchParams();
  return <CalculatorView {...useCalculator(params.get('recordID'))} />;
}
