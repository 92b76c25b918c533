// Insurances, their agreements with doctors and the three insurance billing reports.
export { listInsurances, insuranceChoices, createInsurance, updateInsurance, setInsuranceStatus, type InsuranceListQuery } from './manage-insurances.js';
export { listAgreements, agreementsResolve, saveAgreement, type AgreementsResolve } from './agreements.js';
export { insuranceReport, type InsuranceReportQuery } from './insurance-reports.js';
