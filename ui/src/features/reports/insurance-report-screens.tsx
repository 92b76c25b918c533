import { ComplianceReportSection } from './compliance-report-section.js';
import { HighRiskOverridesSection } from './high-risk-overrides-section.js';
import { InsuranceReportView } from './insurance-report-view.js';
import { useInsuranceReport } from './use-insurance-report.js';

/** /reports/insuranceGeneral */
export function InsuranceGeneralReportScreen() {
  return <><InsuranceReportView {...useInsuranceReport('general')} /><ComplianceReportSection /><HighRiskOverridesSection /></>;
}

/** /reports/insuranceBFS */
export function InsuranceFirstSemesterReportScreen() {
  return <InsuranceReportView {...useInsuranceReport('firstSemester')} />;
}

/** /reports/insuranceBSS */
export function InsuranceSecondSemesterReportScreen() {
  return <InsuranceReportView {...useInsuranceReport('secondSemester')} />;
}
