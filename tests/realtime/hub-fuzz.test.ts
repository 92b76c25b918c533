import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, RawHubSocket, RS } from './harness/clients.js';
import { aHubWorld, startHubServer, type HubTestServer, type HubTestWorld } from './harness/hub-test-server.js';

let world: HubTestWorld;
let server: HubTestServer;

beforeAll(async () => {
  world = aHubWorld();
  server = await startHubServer(world);
});

afterAll(async () => {
  await server.stop();
});

const bearer = () => ({ Authorization: `Bearer ${world.authority.tokenFor(1, 'Admin')}` });

const frames = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => text + RS),
  fc.json({ maxDepth: 3 }).map((json) => json + RS),
  fc.record({ type: fc.integer({ min: -1, max: 10 }), invocationId: fc.option(fc.string({ maxLength: 5 }), { nil: undefined }), target: fc.constantFrom('SendToRole', 'SendMessageToUser', 'x'), arguments: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }) })
    .map((message) => JSON.stringify(message) + RS),
  fc.dictionary(fc.constantFrom('MessageTitle', 'MessageBody', 'UserId_M', 'Roles', 'IsAnonymous', 'IsPersistent', 'messagetitle'), fc.jsonValue({ maxDepth: 2 }))
    .map((message) => JSON.stringify({ type: 1, invocationId: 'm', target: 'SendMessageToUser', arguments: [message] }) + RS),
);

describe('the hub under arbitrary input', () => {
  it('never crashes: each arbitrary frame at most closes its own connection, and the hub keeps serving', async () => {
    const bystander = await RawHubSocket.connected(server.hubUrl, { Authorization: `Bearer ${world.authority.tokenFor(7, 'Doctor')}` });
    await fc.assert(fc.asyncProperty(frames, fc.boolean(), async (frame, afterHandshake) => {
      const socket = afterHandshake ? await RawHubSocket.connected(server.hubUrl, bearer()) : await RawHubSocket.open(server.hubUrl, bearer());
      socket.sendText(frame);
      await new Promise((resolve) => setTimeout(resolve, 5));
      socket.close();
      await socket.closed;
    }), { numRuns: 120 });
    const admin = await RawHubSocket.connected(server.hubUrl, bearer());
    admin.sendText(JSON.stringify({ type: 1, invocationId: 'ok', target: 'SendMessageToUser', arguments: [aMessage({ UserId_M: '7', MessageTitle: 'still here' })] }) + RS);
    expect(await admin.waitFor((r) => r.invocationId === 'ok')).toHaveProperty('result');
    expect(await bystander.waitFor((r) => r.target === 'ReceiveMessage' && JSON.stringify(r).includes('still here'))).toBeTruthy();
    expect(bystander.isOpen).toBe(true);
    admin.close();
    bystander.close();
  });
});
