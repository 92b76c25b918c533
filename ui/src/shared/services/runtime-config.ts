import { z } from 'zod';

const IdentityProviderSchema = z.object({
  /** Shown on the button: "Sign in with {label}". */
  label: z.string().min(1),
  /** The provider's authorization endpoint, opened in a popup. */
  authorizationUrl: z.url(),
  clientId: z.string().min(1),
});
/** A consumer identity provider offered beside the password sign-in. */
export type IdentityProviderConfig = z.infer<typeof IdentityProviderSchema>;

export const RuntimeConfigSchema = z.object({
  /** Base of every API path, e.g. `/api`. */
  apiBase: z.string().min(1),
  /** The real-time hub address, e.g. `/hubs/notifications`. */
  hubUrl: z.string().min(1),
  identityProvider: IdentityProviderSchema.nullish().transform((value) => value ?? null),
  /** Shortens the 15-minute idle log-off (demo and end-to-end runs); absent in normal use. */
  idleTimeoutMs: z.number().int().positive().nullish().transform((value) => value ?? null),
});
/** What `/config.json` at the site root tells the app at start. */
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Why the app cannot start. */
export type RuntimeConfigError = { kind: 'ConfigUnreachable' } | { kind: 'ConfigInvalid'; detail: string };

/** Reads `/config.json` from the site root; the only request the app makes before it knows the API base. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch): Promise<RuntimeConfig | RuntimeConfigError> {
  let body: unknown;
  try {
    const response = await fetchConfig('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return { kind: 'ConfigUnreachable' };
    body = await response.json();
  } catch {
    return { kind: 'ConfigUnreachable' };
  }
  const parsed = RuntimeConfigSchema.safeParse(body);
  return parsed.success ? parsed.data : { kind: 'ConfigInvalid', detail: parsed.error.message };
}

/** True when loading the configuration failed. */
export function isConfigError(value: RuntimeConfig | RuntimeConfigError): value is RuntimeConfigError {
  return 'kind' in value;
}
