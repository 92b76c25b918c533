import { Link } from 'react-router-dom';
import { AGREEMENT_FACTS } from '../../shared/legal-texts/agreement-facts.js';
import { InfoPageView } from './info-page-view.js';

/** /support: how to reach the support team. */
export function SupportScreen() {
  return (
    <InfoPageView title="Support">
      <p>Our support team is available {AGREEMENT_FACTS.supportHours}.</p>
      <p>Write to <a href={`mailto:${AGREEMENT_FACTS.supportEmail}`}>{AGREEMENT_FACTS.supportEmail}</a> with your name, your NPI and a description of what happened. Never send patient information by e-mail: name the record id instead.</p>
      <p>The training videos of the <Link to="/gallery">Gallery</Link> answer the most common questions.</p>
    </InfoPageView>
  );
}
