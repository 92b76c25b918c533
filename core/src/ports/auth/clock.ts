/** The current time, wherever it comes from. Injected so that expiry rules can be tested with a fake clock. */
export interface Clock {
  /** The current instant. Successive calls never go backwards within one process. */
  now(): Date;
}
