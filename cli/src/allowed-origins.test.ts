import { describe, expect, it } from 'vitest';
import { allowedOriginsFrom } from './allowed-origins.js';

describe('RAFDESK_ALLOWED_ORIGINS', () => {
  it('is the portal\'s own origin only when unset or empty', () => {
    expect(allowedOriginsFrom(undefined)._unsafeUnwrap()).toEqual([]);
    expect(allowedOriginsFrom(' , ')._unsafeUnwrap()).toEqual([]);
  });

  it('reads comma-separated origins as browsers send them: lower-case host, a default port dropped, each once', () => {
    expect(allowedOriginsFrom('https://Portal.Example:8443, http://clinic.example:80/,https://portal.example:8443')._unsafeUnwrap())
      .toEqual(['https://portal.example:8443', 'http://clinic.example']);
  });

  it('refuses a wildcard, a path, another scheme or text that is no address, naming the entry', () => {
    for (const entry of ['*', 'https://portal.example/app', 'ftp://portal.example', 'portal.example', 'https://user@portal.example', 'https://portal.example?x=1']) {
      expect(allowedOriginsFrom(`https://ok.example,${entry}`)._unsafeUnwrapErr()).toBe(`RAFDESK_ALLOWED_ORIGINS: "${entry}" is not an origin: write scheme://host[:port] (http or https, no path), comma-separated`);
    }
  });
});
