import { connect } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { mp4Bytes, multipartBody } from './practice-fixtures.js';

const SIZE = 3000;

async function publish(portal: Portal, token: string, rolId: string): Promise<{ id: number; content: Buffer }> {
  const content = mp4Bytes(SIZE);
  const { payload, headers } = multipartBody('file', 'lesson.mp4', content);
  const uploaded = await call(portal, 'POST', '/api/Gallery/UploadFile', { token, body: payload, headers });
  const { videoPath } = uploaded.body as { videoPath: string };
  const created = await call(portal, 'POST', '/api/Gallery/Upload', {
    token, body: { title: `For ${rolId}`, description: null, categoria: 1, rolId, videoPath, previewImagePath: null, status: true, preview: false },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: (created.body as { videoID: number }).videoID, content };
}

async function ticketFor(portal: Portal, token: string, videoID: number) {
  return call(portal, 'POST', '/api/Gallery/StreamTicket', { token, body: { videoID } });
}

/** What a `<video src>` sends: no Authorization header, only the URL (and a Range while seeking). */
async function play(portal: Portal, id: number, ticket: string, range?: string) {
  return portal.app.inject({ method: 'GET', url: `/api/Gallery/Stream?id=${id}&ticket=${encodeURIComponent(ticket)}`, headers: range ? { range } : {} });
}

const errorsOfReply = (reply: { body: string }): string[] => (JSON.parse(reply.body) as { errors: string[] }).errors;

describePractice('Gallery stream tickets', (world) => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rafdesk-ticket-test-'));
    world.env.RAFDESK_VIDEO_DIR = directory;
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  describe('POST Gallery/StreamTicket and Gallery/Stream?ticket=', () => {
    it('lets a URL without the bearer header stream one video, seeking with Range (206) for as long as the ticket lives', async () => {
      const portal = world.portal();
      const admin = await signIn(portal, 'admin');
      const { id, content } = await publish(portal, admin.token, '5');
      const doctor = await signIn(portal, 'doctor');
      const issued = await ticketFor(portal, doctor.token, id);
      expect(issued.status).toBe(200);
      const { ticket, expiresAt } = issued.body as { ticket: string; expiresAt: string };
      expect(ticket).not.toContain(doctor.token);
      expect(new Date(expiresAt).getTime() - world.clock.now().getTime()).toBeLessThanOrEqual(5 * 60 * 1000);

      const whole = await play(portal, id, ticket);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(content)).toBe(true);
      // A media element asks again and again with the same URL: every Range request of the same video passes.
      const middle = await play(portal, id, ticket, 'bytes=1500-1999');
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 1500-1999/${SIZE}`);
      expect(middle.rawPayload.equals(content.subarray(1500, 2000))).toBe(true);
      expect((await play(portal, id, ticket, 'bytes=2999-')).statusCode).toBe(206);
    });

    it('refuses a ticket used for another video, after it expired, after its session ended, or a made-up one, each with its reason', async () => {
      const portal = world.portal();
      const admin = await signIn(portal, 'admin');
      const first = await publish(portal, admin.token, '5');
      const second = await publish(portal, admin.token, '5');
      const doctor = await signIn(portal, 'doctor');
      const { ticket } = (await ticketFor(portal, doctor.token, first.id)).body as { ticket: string };

      const other = await play(portal, second.id, ticket);
      expect(other.statusCode).toBe(400);
      expect(errorsOfReply(other)).toEqual(['ticket: The stream ticket was issued for another video']);
      const forged = await play(portal, first.id, `${ticket.slice(0, -4)}AAAA`);
      expect(errorsOfReply(forged)).toEqual(['ticket: The stream ticket is not valid']);
      // The bearer token itself is no ticket: it never works from a URL.
      expect(errorsOfReply(await play(portal, first.id, doctor.token))).toEqual(['ticket: The stream ticket is not valid']);

      world.clock.advance(5 * 60 * 1000 + 1000);
      const late = await play(portal, first.id, ticket);
      expect(late.statusCode).toBe(400);
      expect(errorsOfReply(late)).toEqual(['ticket: The stream ticket has expired; open the video again']);

      const fresh = (await ticketFor(portal, doctor.token, first.id)).body as { ticket: string };
      expect((await play(portal, first.id, fresh.ticket, 'bytes=0-9')).statusCode).toBe(206);
      expect((await call(portal, 'POST', '/api/Authentication/SignOut', { token: doctor.token })).status).toBe(204);
      const signedOut = await play(portal, first.id, fresh.ticket, 'bytes=0-9');
      expect(signedOut.statusCode).toBe(400);
      expect(errorsOfReply(signedOut)).toEqual(['ticket: The session that asked for this stream ticket has ended; sign in again']);
    });

    it("gives tickets only for videos the caller's role may watch, and stops a ticket once the video's roles leave the role out", async () => {
      const portal = world.portal();
      const admin = await signIn(portal, 'admin');
      const { id } = await publish(portal, admin.token, '5');
      const insurer = await signIn(portal, 'insurance');
      const refused = await ticketFor(portal, insurer.token, id);
      expect(refused.status).toBe(404);
      expect(errorsOf(await ticketFor(portal, insurer.token, 0))).toEqual([expect.stringMatching(/^videoID: /)]);

      const doctor = await signIn(portal, 'doctor');
      const { ticket } = (await ticketFor(portal, doctor.token, id)).body as { ticket: string };
      expect((await play(portal, id, ticket)).statusCode).toBe(200);
      const edited = await call(portal, 'PUT', '/api/Gallery/UpdateVideo', {
        token: admin.token, body: { videoID: id, title: 'Insurers only', description: null, categoria: 1, rolId: '9', previewImagePath: null, status: true, preview: false },
      });
      expect(edited.status).toBe(200);
      expect((await play(portal, id, ticket)).statusCode).toBe(404);
      expect((await portal.app.inject({ method: 'GET', url: `/api/Gallery/Stream?id=${id}` })).statusCode).toBe(401);
    });
  });

  describe('bad uploads', () => {
    it('refuses a text file renamed .mp4 and a .txt name, each naming the field and the reason, storing nothing', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const before = await readdir(directory);
      const text = multipartBody('file', 'notes.mp4', Buffer.from('Meeting notes, not a video.\n'.repeat(40)), 'video/mp4');
      const renamed = await call(portal, 'POST', '/api/Gallery/UploadFile', { token, body: text.payload, headers: text.headers });
      expect(renamed.status).toBe(415);
      expect(errorsOf(renamed)).toEqual(['file: The file is not an MP4 or QuickTime video']);
      const named = multipartBody('file', 'lesson.txt', mp4Bytes(1000));
      const wrongName = await call(portal, 'POST', '/api/Gallery/UploadFile', { token, body: named.payload, headers: named.headers });
      expect(errorsOf(wrongName)).toEqual(['file: The video file must be an .mp4 or .mov file']);
      const untitled = await call(portal, 'POST', '/api/Gallery/Upload', { token, body: { title: '', categoria: 1, rolId: '5', videoPath: 'x.mp4', status: true, preview: false } });
      expect(untitled.status).toBe(400);
      expect(errorsOf(untitled)).toContain('title: This field is required');
      expect(await readdir(directory)).toEqual(before);
      expect((await call(portal, 'GET', '/api/Gallery/Gallery', { token })).body).toEqual([]);
    });
  });

  describe('an upload cut off half-way', () => {
    it('leaves nothing in the store and adds no video', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const address = new URL(await portal.app.listen({ host: '127.0.0.1', port: 0 }));
      const before = await readdir(directory);
      const { payload, headers } = multipartBody('file', 'lesson.mp4', mp4Bytes(200_000));
      const half = payload.subarray(0, payload.length / 2);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(address.port), address.hostname, () => {
          socket.write([
            'POST /api/Gallery/UploadFile HTTP/1.1', `Host: ${address.host}`, `Authorization: Bearer ${token}`,
            `Content-Type: ${headers['content-type'] ?? ''}`, `Content-Length: ${payload.length}`, '', '',
          ].join('\r\n'));
          socket.write(half, () => setTimeout(() => socket.destroy(), 200));
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      // The server notices the closed connection and removes the partial file.
      await expect.poll(async () => readdir(directory), { timeout: 5000 }).toEqual(before);
      expect((await call(portal, 'GET', '/api/Gallery/Gallery', { token })).body).toEqual([]);
    });
  });
});

checkLogsAfterAll();
