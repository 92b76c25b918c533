import { verifyStoredAuditChain, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import type { ChainCheck } from '@rafdesk/core';

/** Checks the stored audit trail's hash chain from its first line to the kept head (`rafdesk db verify-audit`). */
export function verifyAuditTrail(database: DatabaseHandle): Promise<ChainCheck> {
  return verifyStoredAuditChain(database.db);
}
