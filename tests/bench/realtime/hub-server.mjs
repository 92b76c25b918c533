// The hub under load: a child process so its memory is measured apart from the 1,000 clients.
// Run by run.mjs with `--expose-gc --conditions=source --import tsx`, so it uses the current sources.
import { createNotificationHub, InProcessHubEventBus } from '@rafdesk/adapters/realtime';
import { okAsync } from 'neverthrow';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const expiresAt = new Date(Date.now() + 24 * 3_600_000);
// Bench tokens are `bench.<userId>.<role>`: identity still comes only from the bearer token.
const authenticator = {
  authenticate: (token) => {
    const [scheme, userId, role] = token.split('.');
    return okAsync(scheme === 'bench' && userId && role ? { userId, role, sessionId: `s${userId}`, expiresAt } : null);
  },
  sessionExpiry: () => okAsync(expiresAt),
};
const refuse = { send: () => okAsync(null), load: () => okAsync(null) };
const hub = createNotificationHub(
  { authenticator, sender: refuse, loader: refuse, bus: new InProcessHubEventBus() },
  { connectionTokenSecret: randomBytes(32) },
);
const server = createServer((req, res) => {
  if (!hub.handleHttp(req, res)) res.writeHead(404).end();
});
server.on('upgrade', (req, socket, head) => {
  if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
});

const now = () => performance.timeOrigin + performance.now();

function memory() {
  for (let i = 0; i < 3; i += 1) globalThis.gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed, external: usage.external + usage.arrayBuffers };
}

process.on('message', (message) => {
  if (message.type === 'memory') process.send({ type: 'memory', connections: hub.connectionCount, ...memory() });
  if (message.type === 'broadcast') {
    const sentAt = now();
    const delivered = hub.pushToRoles(['Doctor'], {
      notification: { id: message.round, title: 'Bench', body: 'Role broadcast', persistent: false, read: false, recipientUserIds: [] },
      audience: { userIds: [], roles: ['Doctor'] }, senderUserId: 1,
    });
    process.send({ type: 'broadcast', round: message.round, sentAt, delivered });
  }
  if (message.type === 'stop') hub.shutdown().then(() => server.close(() => process.exit(0)));
});

server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
