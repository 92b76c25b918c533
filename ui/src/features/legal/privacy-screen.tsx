import { AGREEMENT_FACTS } from '../../legal-texts/agreement-facts.js';
import { PRIVACY_SECTIONS } from '../../legal-texts/privacy-sections.js';
import { LegalPageView } from './legal-page-view.js';

/** /privacy and /privacyPolicy. */
export function PrivacyScreen() {
  return <LegalPageView title="Privacy Policy" effectiveDate={AGREEMENT_FACTS.privacyEffectiveDate} sections={PRIVACY_SECTIONS}
    otherPage={{ label: 'Terms and Conditions', to: '/terms' }} />;
}
