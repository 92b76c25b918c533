import { DISPOSITION_STATE_LABELS, type WorklistStatus } from '@rafdesk/core';

/** The status filter's choices in words: still to do (open and deferred, the default), or one state. */
export const WORKLIST_STATUS_LABELS: Readonly<Record<WorklistStatus, string>> = {
  'to-do': 'To do (open or deferred)',
  open: DISPOSITION_STATE_LABELS.open,
  deferred: DISPOSITION_STATE_LABELS.deferred,
  documented: DISPOSITION_STATE_LABELS.documented,
  'not-present': DISPOSITION_STATE_LABELS['not-present'],
};

/** "29 days left in this semester and 29 in the year for this year's dates of service". */
export function daysLeftText(daysLeft: { readonly semester: number; readonly year: number }): string {
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return `${days(daysLeft.semester)} left in this semester and ${days(daysLeft.year)} in the year for this year's dates of service.`;
}
