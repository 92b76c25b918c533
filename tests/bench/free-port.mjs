import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, for a benchmark's own server. */
export async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}
