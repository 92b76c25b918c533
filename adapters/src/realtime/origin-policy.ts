/**
 * Whether a browser request from `origin` may use the hub: the server's own origin (same host as the
 * request) or one of the allowlist. No Origin header means a non-browser client, which an Origin check
 * cannot stop anyway; the bearer token still has to be valid.
 */
export function isOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host) return true;
  return allowedOrigins.includes(parsed.origin);
}
