import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../s3-file-store.js';

/** A real S3-protocol server (s3rver) on a free port with one empty bucket, and the store settings that reach it. */
export interface S3TestServer {
  readonly settings: S3StoreSettings;
  /** The folder the server keeps its objects in, to see what is stored. */
  readonly directory: string;
  stop(): Promise<void>;
}

export async function startS3TestServer(bucket = 'rafdesk-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'rafdesk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    directory,
    settings: {
      bucket, prefix: 'videos/',
      // s3rver's fixed development credentials; path-style addressing, as MinIO also takes it.
      client: { region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
