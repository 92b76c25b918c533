import { describe, expect, it } from 'vitest';
import type { RadvAuditView } from '@rafdesk/core';
import { auditLine, daysLeftText, dueDateOfTyped, fieldErrorsOf, progressText } from './radv-words.js';

const audit: RadvAuditView = {
  id: 7, contract: 'H1234', paymentYear: 2027, dueDate: '2026-08-01', status: 'building', progress: { done: 3, total: 20 }, members: 20,
  createdAt: '2026-03-02T10:00:00.000Z', createdBy: 1, builtAt: null, counts: { ready: 0, weak: 0, unsupported: 0 }, failure: null, zipSha256: null,
};

describe('the RADV tracker in words', () => {
  it('says the progress and the due date as the table shows them, the counts only once built', () => {
    expect(progressText(audit)).toBe('Building: 3 of 20 members');
    expect(progressText({ status: 'built', progress: { done: 1, total: 1 } })).toBe('Built: 1 of 1 member');
    expect(auditLine(audit, '2026-03-02')).toMatchObject({ name: 'H1234 PY2027', dueDate: '08/01/2026', daysLeft: '152 days left', status: 'Building', counts: null, built: false });
    const built = { ...audit, status: 'built' as const, progress: { done: 20, total: 20 }, counts: { ready: 12, weak: 5, unsupported: 3 } };
    expect(auditLine(built, '2026-03-02')).toMatchObject({ counts: { ready: 12, weak: 5, unsupported: 3 }, built: true });
  });

  it('counts calendar days to the due date, whatever the clock changes between them', () => {
    expect(daysLeftText('2026-03-09', '2026-03-08')).toBe('1 day left');
    // Across the change to summer time in the United States (March 8, 2026).
    expect(daysLeftText('2026-03-10', '2026-03-07')).toBe('3 days left');
    expect(daysLeftText('2026-08-01', '2026-08-01')).toBe('Due today');
    expect(daysLeftText('2026-07-30', '2026-08-01')).toBe('2 days late');
  });

  it('sends a whole typed due date as YYYY-MM-DD and anything else as typed, for the server to refuse', () => {
    expect(dueDateOfTyped('08-01-2026')).toBe('2026-08-01');
    expect(dueDateOfTyped('02-30-2026')).toBe('02-30-2026');
    expect(dueDateOfTyped('')).toBe('');
  });

  it('puts each refusal under the field the dialog shows, in the format the user types', () => {
    expect(fieldErrorsOf([
      'dueDate: must be a real date written YYYY-MM-DD', 'contract: must be a Medicare Advantage contract id: a letter and four digits (H1234)',
      'recordIds: This field is required', 'content: too big', 'fileName: name the member list file', 'The audit could not be opened',
    ])).toEqual({
      dueDate: 'Must be a real date written MM-DD-YYYY', contract: 'Must be a Medicare Advantage contract id: a letter and four digits (H1234)',
      members: 'This field is required', file: 'Too big; Name the member list file', form: 'The audit could not be opened',
    });
  });
});
