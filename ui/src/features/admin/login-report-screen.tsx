import { LoginReportView } from './login-report-view.js';
import { useLoginReport } from './use-login-report.js';

/** /admin/loginReport */
export function LoginReportScreen() {
  return <LoginReportView {...useLoginReport()} />;
}
