import { describe, expect, it } from 'vitest';
import { s3SettingsFromEnv } from './s3-settings.js';

describe('the object store settings (RAFDESK_S3_*)', () => {
  it('are the local folder without a bucket', () => {
    expect(s3SettingsFromEnv({})._unsafeUnwrap()).toBeNull();
  });

  it('read AWS S3 by region, and MinIO by endpoint with path-style addressing and the AWS credentials of the environment', () => {
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'rafdesk-videos', AWS_REGION: 'eu-west-1' })._unsafeUnwrap())
      .toEqual({ bucket: 'rafdesk-videos', prefix: 'videos/', client: { region: 'eu-west-1', forcePathStyle: false } });
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'rafdesk', RAFDESK_S3_ENDPOINT: 'http://minio:9000', RAFDESK_S3_PREFIX: 'site/', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' })._unsafeUnwrap())
      .toEqual({ bucket: 'rafdesk', prefix: 'site/', client: { region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } } });
  });

  it('refuse a wrong bucket, prefix, endpoint or flag, naming the setting', () => {
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'Bad_Bucket' })._unsafeUnwrapErr()).toMatch(/^RAFDESK_S3_BUCKET: /);
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'ok-bucket', RAFDESK_S3_PREFIX: '/abs' })._unsafeUnwrapErr()).toMatch(/^RAFDESK_S3_PREFIX: /);
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'ok-bucket', RAFDESK_S3_ENDPOINT: 'minio:9000' })._unsafeUnwrapErr()).toMatch(/^RAFDESK_S3_ENDPOINT: /);
    expect(s3SettingsFromEnv({ RAFDESK_S3_BUCKET: 'ok-bucket', RAFDESK_S3_FORCE_PATH_STYLE: 'yes' })._unsafeUnwrapErr()).toMatch(/^RAFDESK_S3_FORCE_PATH_STYLE: /);
  });
});
