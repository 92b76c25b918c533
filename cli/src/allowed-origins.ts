import { err, ok, type Result } from 'neverthrow';

/** The setting that names the browser origins allowed besides the portal's own. */
export const ALLOWED_ORIGINS_SETTING = 'RAFDESK_ALLOWED_ORIGINS';

/**
 * `RAFDESK_ALLOWED_ORIGINS`: the origins (`scheme://host[:port]`, comma-separated) a browser may call the API and open
 * the hub from, besides a page whose origin has the request's own Host. Behind a proxy that passes `Host $host` on a
 * port other than 80 or 443 (nginx's usual setting) the Host loses the port and the page's own origin no longer
 * matches it, so the site's public origin is named here. Unset or empty: the portal's own origin only. `*` is refused:
 * the API sends credentials, and a wildcard would let any site use a signed-in browser.
 */
export function allowedOriginsFrom(text: string | undefined): Result<readonly string[], string> {
  const entries = (text ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (origin === null) return err(`${ALLOWED_ORIGINS_SETTING}: "${entry}" is not an origin: write scheme://host[:port] (http or https, no path), comma-separated`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return ok(origins);
}

function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin has no user, path, query or fragment: `https://portal.example/` is accepted as the origin it names.
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '' || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}
