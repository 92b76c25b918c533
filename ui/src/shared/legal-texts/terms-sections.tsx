import { Link } from 'react-router-dom';
import { AGREEMENT_FACTS as F } from './agreement-facts.js';
import type { LegalSection } from './legal-section.js';

const T = F.terms;

/** The terms and conditions as the public terms page shows them. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'agreement', heading: 'Agreement and Term', body: (
    <p>These terms govern the use of {F.productName} by the subscriber physician and the users the subscriber authorizes. The agreement lasts {F.termYears} years and renews automatically for the same term. Termination must be requested in writing, with a cancellation notice at least {T.cancellationNoticeDays} days before the renewal date.</p>
  ) },
  { id: 'services', heading: 'Services', body: (
    <p>{F.productName} is a hosted private portal: a risk score projection tool, per-patient diagnostic review with billing tracked per semester, structured progress notes, calculators, questionnaires, invoices, insurance billing reports and a training-video gallery. A diagnosis codification service is also offered. A training video is available to every user, and remote training is given to at most {T.remoteTrainingMaxPeople} people.</p>
  ) },
  { id: 'plans', heading: 'Plans', body: (
    <>
      <p>The earlier plans, {T.legacyPlans.map((plan) => `${plan.name} (${plan.patients} patients)`).join(', ')}, remain in force for the subscribers who have them but are no longer available to new users.</p>
      <p>The current plan includes the patient database, use from {T.currentPlan.computers} computer and {T.currentPlan.trainingHours} hour of training for at most {T.currentPlan.trainingMaxPeople} people.</p>
    </>
  ) },
  { id: 'fees', heading: 'Fees and Invoices', body: (
    <p>Invoices are due within {T.invoiceDueDays} days. An invoice unpaid {T.lateChargeAfterBusinessDays} business days after its due date carries a late charge of {T.lateChargePercent} percent plus interest of {T.monthlyInterestPercent} percent per month.</p>
  ) },
  { id: 'data', heading: 'Data and Confidentiality', body: (
    <>
      <p>Data is stored in a HIPAA-compliant cloud. Only the subscriber physician may save, edit, view and delete the data of the subscriber's patients. Access is limited to one insurance provider unless a further agreement is signed. Administrators can see the account information of the accounts they issue.</p>
      <p>The subscriber authorizes {F.productName} to share health information with the health insurers the subscriber works with, for the risk-adjustment services described here. The <Link to="/privacy">Privacy Policy</Link> explains how information is handled.</p>
    </>
  ) },
  { id: 'browsers', heading: 'Supported Browsers', body: (
    <p>The portal supports current versions of {F.supportedBrowsers.join(', ')}.</p>
  ) },
  { id: 'support', heading: 'Support', body: (
    <p>Support is available {F.supportHours} at <a href={`mailto:${F.supportEmail}`}>{F.supportEmail}</a>. Written questions about these terms are answered within {T.questionResponseDays} days.</p>
  ) },
  { id: 'disclaimer', heading: 'Disclaimer', body: (
    <p>{F.productName} supports coding and documentation; it is not an electronic health record and does not replace the clinical judgement of the physician, who remains responsible for every diagnosis documented and billed.</p>
  ) },
  { id: 'law', heading: 'Governing Law', body: <p>These terms are governed by the laws of {F.governingLaw}.</p> },
];
