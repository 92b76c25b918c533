import { err, ok, type Result } from 'neverthrow';
import type { S3StoreSettings } from './s3-file-store.js';

/**
 * The gallery's object store, from `RAFDESK_S3_*`: unset bucket, the local folder (one machine); set, the S3-API
 * store every process shares (AWS S3, MinIO). Credentials are AWS's own settings, where AWS's tools expect them:
 * `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (with `AWS_SESSION_TOKEN`) of the portal's environment, else the
 * SDK's chain (a profile, an instance or task role).
 */
export function s3SettingsFromEnv(env: Readonly<Record<string, string | undefined>>): Result<S3StoreSettings | null, string> {
  const bucket = env.RAFDESK_S3_BUCKET?.trim();
  if (!bucket) return ok(null);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return err(`RAFDESK_S3_BUCKET: "${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
  const prefix = env.RAFDESK_S3_PREFIX ?? 'videos/';
  if (prefix.startsWith('/') || prefix.includes('..')) return err(`RAFDESK_S3_PREFIX: "${prefix}" must be a key prefix such as videos/ (no leading slash, no ..)`);
  const endpoint = env.RAFDESK_S3_ENDPOINT?.trim();
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) return err(`RAFDESK_S3_ENDPOINT: "${endpoint}" must be http(s)://host[:port] (MinIO's address, say); leave it unset for AWS S3`);
  const pathStyle = env.RAFDESK_S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle !== undefined && pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false') return err(`RAFDESK_S3_FORCE_PATH_STYLE: "${pathStyle}" must be true or false`);
  return ok({
    bucket, prefix,
    client: {
      region: env.RAFDESK_S3_REGION?.trim() || env.AWS_REGION || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // MinIO and most S3-compatible servers want the bucket in the path; on by default with an endpoint.
      forcePathStyle: pathStyle === undefined || pathStyle === '' ? Boolean(endpoint) : pathStyle === 'true',
      ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY ? {
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) },
      } : {}),
    },
  });
}
