import type { AuditEntry, WorkbookSpec } from '@rafdesk/core';
import { dateTimeText } from '../../shared/format/date-text.js';

/** Record ids shown in a cell before the rest are counted: a list read names every record it handed out. */
export const SHOWN_RECORD_IDS = 5;

/** The record ids of a line as a cell shows them: the first few, then how many more. */
export function recordIdsText(recordId: string | null): string {
  if (recordId === null || recordId === '') return '';
  const ids = recordId.split(',');
  return ids.length <= SHOWN_RECORD_IDS ? ids.join(', ') : `${ids.slice(0, SHOWN_RECORD_IDS).join(', ')} and ${ids.length - SHOWN_RECORD_IDS} more`;
}

/** Who acted, by user name, or the account id once the account is gone. */
export const actorText = (entry: AuditEntry): string => entry.userName ?? (entry.userId === '' ? 'anonymous' : `user ${entry.userId}`);

export const OUTCOME_LABELS = { success: 'Success', denied: 'Denied', failed: 'Failed' } as const;

/** 'Audit Log.xlsx': every line of the filtered trail with all record ids, for a HIPAA access request. */
export function auditWorkbook(entries: readonly AuditEntry[]): WorkbookSpec {
  return {
    title: 'Audit Log',
    sheets: [{
      name: 'Audit Log',
      columns: [
        { header: 'Date', format: 'text', width: 18 }, { header: 'User', format: 'text', width: 16 }, { header: 'Action', format: 'text', width: 28 },
        { header: 'Record IDs', format: 'text', width: 40 }, { header: 'IP Address', format: 'text', width: 16 }, { header: 'Outcome', format: 'text', width: 10 },
        { header: 'Request ID', format: 'text', width: 24 },
      ],
      rows: entries.map((entry) => [dateTimeText(entry.at), actorText(entry), entry.action, entry.recordId ?? '', entry.ip, OUTCOME_LABELS[entry.outcome], entry.requestId]),
    }],
  };
}
