import { AGREEMENT_FACTS } from '../../shared/legal-texts/agreement-facts.js';
import { PRIVACY_SECTIONS } from '../../shared/legal-texts/privacy-sections.js';
import { LegalPageView } from './legal-page-view.js';

/** /privacy and /privacyPolicy. */
export function PrivacyScreen() {
  return <LegalPageView title="Privacy Policy" effectiveDate={AGREEMENT_FACTS.privacyEffectiveDate} sections={PRIVACY_SECTIONS}
    otherPage={{ label: 'Terms and Conditions', to: '/terms' }} />;
}
