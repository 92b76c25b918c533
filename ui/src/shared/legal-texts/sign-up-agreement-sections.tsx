import { AGREEMENT_FACTS as F } from './agreement-facts.js';
import type { LegalSection } from './legal-section.js';

const S = F.signUp;

/** The service agreement a physician accepts in the first consent box of the sign-up form. */
export const SIGN_UP_TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'term', heading: 'Term and Renewal', body: (
    <p>This agreement lasts {F.termYears} years from the day the account is activated and renews automatically for another {F.termYears} years unless either party gives notice at least {S.renewalNoticeDays} days before it expires. It is governed by the laws of {F.governingLaw}.</p>
  ) },
  { id: 'service', heading: 'Service and Availability', body: (
    <>
      <p>{F.productName} is a hosted private portal whose data is stored in a HIPAA-compliant cloud. We aim for {S.availabilityPercent} percent availability in each calendar month. Scheduled downtime is announced {S.downtimeNoticeDays} days ahead and takes place {S.downtimeWindow}.</p>
      <p>The portal supports current versions of {F.supportedBrowsers.join(', ')}. A training video is included, and support is available {F.supportHours}.</p>
    </>
  ) },
  { id: 'fees', heading: 'Fees', body: (
    <ul>
      <li>Full dashboard access: {S.dashboardMonthlyFee} per month.</li>
      <li>Codification: {S.codificationFeePerPatient} per coded patient, charged once.</li>
      <li>Sponsored plan module and sponsored codification: {S.sponsoredFee}.</li>
      <li>Backup on termination: {S.backupFeePerPatient} per patient, delivered in Excel with each patient's name, date of birth and ICD-10 codes.</li>
    </ul>
  ) },
  { id: 'invoices', heading: 'Invoices', body: (
    <p>Invoices are payable within {S.invoiceDueDays} days. A late invoice carries a late charge of {S.lateChargePercent} percent plus interest of {S.monthlyInterestPercent} percent per month.</p>
  ) },
  { id: 'termination', heading: 'Termination', body: (
    <p>After termination the subscriber may request the backup described above. If no backup is requested within {S.backupRequestDays} days after termination, the subscriber's database is deleted. Either party may terminate if a force majeure event prevents the service for more than {S.forceMajeureDays} days.</p>
  ) },
  { id: 'data', heading: 'Data, Insurers and Disclaimer', body: (
    <>
      <p>Only the subscriber physician may save, edit, view and delete the data of the subscriber's patients. Access is limited to one insurance provider unless a further agreement is signed, and administrators can see the account information of the accounts they issue. The subscriber permits {F.productName} to share health information with the insurers the subscriber works with.</p>
      <p>{F.productName} supports coding and documentation; it does not replace the physician's clinical judgement.</p>
    </>
  ) },
  { id: 'warranty', heading: 'Warranty and Disputes', body: (
    <p>The software is warranted for {S.warrantyYears} year. The parties will try to resolve any dispute in good faith for {S.disputeResolutionDays} calendar days before taking other action.</p>
  ) },
];

/** The business associate agreement (HIPAA) of the third consent box. */
export const BUSINESS_ASSOCIATE_SECTIONS: readonly LegalSection[] = [
  { id: 'parties', heading: 'Parties and Purpose', body: (
    <p>The subscriber physician is the covered entity and {F.productName} the business associate under the Health Insurance Portability and Accountability Act (HIPAA). {F.productName} uses and discloses protected health information only to provide the services of the subscription, or as the law requires.</p>
  ) },
  { id: 'safeguards', heading: 'Safeguards', body: (
    <p>{F.productName} keeps administrative, physical and technical safeguards for the information it receives: unique user accounts, automatic log-off after inactivity, encrypted storage and transmission in a HIPAA-compliant cloud, and an audit log of every access to patient information.</p>
  ) },
  { id: 'incidents', heading: 'Security Incidents and Breaches', body: (
    <p>{F.productName} notifies the subscriber of a security incident within {S.incidentNoticeHours} hours of discovering it, and reports a breach of unsecured protected health information within {S.breachReportBusinessDays} business days, with the information the subscriber needs to notify the people affected.</p>
  ) },
  { id: 'subcontractors', heading: 'Subcontractors', body: (
    <p>Any subcontractor that handles protected health information for {F.productName} agrees in writing to the same restrictions and conditions.</p>
  ) },
  { id: 'end', heading: 'Return or Destruction of Data', body: (
    <p>When the agreement ends, {F.productName} returns or destroys the protected health information within {S.dataReturnDays} days, and keeps no copy except where the law requires it.</p>
  ) },
  { id: 'disputes', heading: 'Disputes', body: (
    <p>Disputes about this agreement are first discussed in good faith for {S.disputeResolutionDays} calendar days. This agreement is governed by the laws of {F.governingLaw} and by HIPAA.</p>
  ) },
];
