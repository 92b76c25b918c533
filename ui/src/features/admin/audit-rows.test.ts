import { describe, expect, it } from 'vitest';
import { auditWorkbook, recordIdsText } from './audit-rows.js';

describe('audit rows', () => {
  it('shows the first five record ids of a list read and counts the rest', () => {
    expect(recordIdsText('1,2,3')).toBe('1, 2, 3');
    expect(recordIdsText('1,2,3,4,5,6,7')).toBe('1, 2, 3, 4, 5 and 2 more');
    expect(recordIdsText(null)).toBe('');
  });

  it('exports every record id of a line, the outcome in words and the request id', () => {
    const sheet = auditWorkbook([{ at: new Date(2026, 2, 2, 9, 5), userId: '7', userName: null, action: 'patients.list', recordId: '1,2,3,4,5,6,7',
      ip: '10.0.0.1', requestId: 'req-9', outcome: 'denied' }]).sheets[0];
    expect(sheet?.name).toBe('Audit Log');
    expect(sheet?.rows).toEqual([['03/02/2026 09:05', 'user 7', 'patients.list', '1,2,3,4,5,6,7', '10.0.0.1', 'Denied', 'req-9']]);
  });
});
