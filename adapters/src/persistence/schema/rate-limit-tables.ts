/** One rate-limited key's current window (migration 0041). */
export interface RateLimitWindowTable {
  key: string;
  started_at: Date;
  hits: number;
}
