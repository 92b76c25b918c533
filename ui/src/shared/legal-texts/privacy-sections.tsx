import { Link } from 'react-router-dom';
import { AGREEMENT_FACTS as F } from './agreement-facts.js';
import type { LegalSection } from './legal-section.js';

/** The privacy policy, section by section, in the order the page shows them. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'introduction', heading: 'Introduction', body: (
    <>
      <p>{F.productName} is a private portal where medical practices keep the risk-adjustment information of their patients, code diagnoses, write progress notes and read billing reports. This policy explains what information we collect when you use the portal, what we do with it and the choices you have.</p>
      <p>When we handle protected health information for a physician practice, we act as that practice's <strong>business associate</strong> under the Health Insurance Portability and Accountability Act (HIPAA), and we use and disclose that information only as our business associate agreement with the practice allows. By using the portal you also accept our <Link to="/terms">Terms and Conditions</Link>.</p>
    </>
  ) },
  { id: 'information-collected', heading: 'Information Collected', body: (
    <>
      <p>We collect the information you give us when you register or complete your profile: your name, NPI, medical license number, date of birth, gender, e-mail addresses, telephone and WhatsApp numbers, practice addresses, the people you authorize to speak with customer service, and the billing and record programs you use.</p>
      <p>We keep the information your practice enters about its patients: identity, insurance, diagnoses, notes and billing status. We also record technical information each time you sign in or use the portal: the date and time, the address of your device and the actions taken, so that every access to patient information can be audited.</p>
    </>
  ) },
  { id: 'how-we-use', heading: 'How We Use Information', body: (
    <p>We use your information to create and run your account, to provide the coding, scoring, progress-note and reporting services you subscribe to, to send you notices about the service, to answer support requests, to invoice you and to keep the portal secure. We do not sell personal information and we do not use patient information for advertising.</p>
  ) },
  { id: 'how-services-allow-sharing', heading: 'How Services Allow Sharing', body: (
    <>
      <p>Some features let you share information on purpose:</p>
      <ul>
        <li><strong>One-on-one communications:</strong> messages and notifications you send through the portal reach only the users or roles you address.</li>
        <li><strong>Surveys:</strong> questionnaires you complete, such as progress-note forms, are kept with the patient record they belong to.</li>
        <li><strong>Records:</strong> patient records are visible to the subscriber physician and to the staff acting on the physician's behalf, and never to other practices.</li>
        <li><strong>E-mails:</strong> when you ask the portal to e-mail a document or a notice, it is sent only to the addresses you provide.</li>
      </ul>
    </>
  ) },
  { id: 'third-party-integrations', heading: 'Third-party integrations', body: (
    <p>You may sign in with a consumer identity provider. When you do, we receive only the basic profile the provider shares (your name and e-mail address) and nothing else from that account. Integrations with your billing or electronic record software exchange only the information needed for the service you asked for.</p>
  ) },
  { id: 'sharing-of-information', heading: 'Sharing of Information', body: (
    <p>We share information only with the practice that owns it, with the health insurers the practice has authorized us to send health information to, with service providers bound by confidentiality and business associate obligations, and when the law requires it. Administrators of an account can see the account information of the users they issue.</p>
  ) },
  { id: 'security', heading: 'Security', body: (
    <p>Data is stored in a HIPAA-compliant cloud and travels only over encrypted connections. Every user has a unique account, passwords are stored as salted hashes, sessions close after 15 minutes without activity, a second sign-in factor is available, and every access to patient information is logged. We keep no payment card data: payments are taken by {F.paymentProcessors === 2 ? 'two' : F.paymentProcessors} external payment systems that are certified for handling cards.</p>
  ) },
  { id: 'third-party-services', heading: 'Third Party Services', body: (
    <p>The external payment systems, the identity provider and the hosting provider we rely on have their own privacy policies, which apply to the information they handle for you. We choose providers that protect information at least as well as we do.</p>
  ) },
  { id: 'changes', heading: 'Changes to this Policy', body: (
    <p>We may change this policy. When we do, we publish the new version on this page with its effective date and, for important changes, tell subscribers through the portal's notifications before the change applies.</p>
  ) },
  { id: 'viewing-and-updating', heading: 'Viewing and Updating Your Information', body: (
    <p>You can view and correct your profile at any time from Complete Profile. To receive a copy of your information, or to ask us to correct or delete it, write to us at the address below; we answer within 30 days.</p>
  ) },
  { id: 'contact-us', heading: 'Contact Us', body: (
    <p>Questions about this policy: write to {F.postalAddress}, or e-mail <a href={`mailto:${F.supportEmail}`}>{F.supportEmail}</a>. Support is available {F.supportHours}.</p>
  ) },
];
