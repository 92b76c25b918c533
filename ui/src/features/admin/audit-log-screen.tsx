import { AuditLogView } from './audit-log-view.js';
import { useAuditLog } from './use-audit-log.js';

/** /admin/audit: the audit log viewer (beyond the spec; Admin only). */
export function AuditLogScreen() {
  return <AuditLogView {...useAuditLog()} />;
}
