import { TERMS_SECTIONS } from '../../shared/legal-texts/terms-sections.js';
import { LegalPageView } from './legal-page-view.js';

/** /terms and /termsandconditions. */
export function TermsScreen() {
  return <LegalPageView title="Terms and Conditions" sections={TERMS_SECTIONS} otherPage={{ label: 'Privacy Policy', to: '/privacy' }} />;
}
