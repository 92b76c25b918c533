import { LOADING_OFF_DELAY_MS } from '@rafdesk/core';

/** Where the loading flag goes (the app's spinner). */
export type LoadingListener = (loading: boolean) => void;

/**
 * Counts requests in flight: the flag turns on with the first and goes off
 * {@link LOADING_OFF_DELAY_MS} after the last response, unless another request started meanwhile.
 */
export class LoadingTracker {
  private inFlight = 0;
  private offTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly listener: LoadingListener, private readonly offDelayMs: number = LOADING_OFF_DELAY_MS) {}

  started(): void {
    this.inFlight += 1;
    if (this.offTimer !== null) clearTimeout(this.offTimer);
    this.offTimer = null;
    if (this.inFlight === 1) this.listener(true);
  }

  finished(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return;
    this.offTimer = setTimeout(() => {
      this.offTimer = null;
      if (this.inFlight === 0) this.listener(false);
    }, this.offDelayMs);
  }
}
