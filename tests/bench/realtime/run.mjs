#!/usr/bin/env node
// Real-time hub benchmark: 1,000 connected clients (raw `ws` clients speaking the JSON hub protocol),
// one role broadcast per round. Prints p50/p99 of the time until every client has the message, and
// the hub process's memory per idle connection. Targets: p99 < 250 ms, < 50 kB per idle connection.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const RS = '\u001e';
const now = () => performance.timeOrigin + performance.now();

const server = fork(fileURLToPath(new URL('./hub-server.mjs', import.meta.url)), [], {
  execArgv: ['--expose-gc', '--conditions=source', '--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const replies = new Map();
server.on('message', (message) => {
  const key = message.type === 'broadcast' ? `broadcast:${message.round}` : message.type;
  replies.get(key)?.(message);
  replies.delete(key);
});
const ask = (key, message) => new Promise((resolve) => {
  replies.set(key, resolve);
  if (message) server.send(message);
});

const { port } = await ask('ready');
const hubUrl = `ws://127.0.0.1:${port}/hubs/notifications`;
const before = await ask('memory', { type: 'memory' });

const arrivals = new Map();
function connect(index) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(hubUrl, { headers: { Authorization: `Bearer bench.${index + 1}.Doctor` }, perMessageDeflate: false });
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.on('error', reject);
    let handshaken = false;
    socket.on('message', (data) => {
      const at = now();
      for (const record of data.toString().split(RS)) {
        if (record === '') continue;
        if (!handshaken) {
          handshaken = true;
          resolve(socket);
          continue;
        }
        const message = JSON.parse(record);
        if (message.type === 1 && message.target === 'ReceiveMessage') {
          const round = message.arguments[0].notificationID;
          const list = arrivals.get(round) ?? [];
          list.push(at);
          arrivals.set(round, list);
        }
      }
    });
  });
}

const sockets = [];
for (let start = 0; start < CLIENTS; start += 100) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - start) }, (_, i) => connect(start + i)))));
}
await new Promise((resolve) => setTimeout(resolve, 500));
const idle = await ask('memory', { type: 'memory' });

const allReceived = [];
const perClient = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const { sentAt, delivered } = await ask(`broadcast:${round}`, { type: 'broadcast', round });
  const started = Date.now();
  while ((arrivals.get(round)?.length ?? 0) < CLIENTS) {
    if (Date.now() - started > 10_000) throw new Error(`round ${round}: only ${arrivals.get(round)?.length ?? 0} of ${CLIENTS} received (${delivered} sent)`);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const times = arrivals.get(round).map((at) => at - sentAt);
  allReceived.push(Math.max(...times));
  perClient.push(...times);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kB = (bytes) => (bytes / 1024).toFixed(1);
const perConnection = (field) => (idle[field] - before[field]) / idle.connections;

console.log(`real-time hub: ${idle.connections} connected clients, ${ROUNDS} role broadcasts`);
console.log(`  time until all received  p50 ${percentile(allReceived, 50).toFixed(1)} ms   p99 ${percentile(allReceived, 99).toFixed(1)} ms   (target p99 < 250 ms)`);
console.log(`  per-client delivery      p50 ${percentile(perClient, 50).toFixed(1)} ms   p99 ${percentile(perClient, 99).toFixed(1)} ms`);
console.log(`  memory per idle connection: ${kB(perConnection('rss'))} kB RSS, ${kB(perConnection('heap') + perConnection('external'))} kB JS heap + buffers   (target < 50 kB)`);

const p99 = percentile(allReceived, 99);
const rssPerConnection = perConnection('rss');
for (const socket of sockets) socket.terminate();
server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
if (p99 >= 250 || rssPerConnection >= 50 * 1024) {
  console.error('real-time hub benchmark: a target was missed');
  process.exitCode = 1;
}
