import type { Clock } from '@rafdesk/core';

/** The machine's wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
