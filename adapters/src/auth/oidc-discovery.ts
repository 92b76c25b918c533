import { z } from 'zod';

const DiscoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

/** The parts of an OpenID Provider's metadata that ID-token verification needs. */
export interface OidcProviderMetadata {
  readonly issuer: string;
  readonly jwksUri: URL;
  readonly signingAlgorithms: readonly string[] | null;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Only TLS URLs are trusted for keys, except on this machine's loopback interface (tests, local development). */
export function isTrustedTransport(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** Where OpenID Connect Discovery 1.0 §4 publishes an issuer's metadata. */
export function discoveryUrl(issuer: string): URL {
  return new URL(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
}

/**
 * Fetches and checks an issuer's metadata: the document must name exactly the configured issuer
 * (OpenID Connect Discovery §4.3) and its key set must be served over a trusted transport.
 */
export async function discoverProvider(issuer: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<OidcProviderMetadata> {
  const response = await fetchImpl(discoveryUrl(issuer), { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const metadata = DiscoverySchema.parse(await response.json());
  if (metadata.issuer !== issuer) throw new Error('discovery names another issuer');
  const jwksUri = new URL(metadata.jwks_uri);
  if (!isTrustedTransport(jwksUri)) throw new Error('key set is not served over TLS');
  return { issuer, jwksUri, signingAlgorithms: metadata.id_token_signing_alg_values_supported ?? null };
}
