import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { mp4Bytes, multipartBody, pngBytes } from './practice-fixtures.js';

const LIMIT = 4096;

async function upload(portal: Portal, token: string, fileName: string, content: Buffer, field = 'file') {
  const { payload, headers } = multipartBody(field, fileName, content);
  return call(portal, 'POST', '/api/Gallery/UploadFile', { token, body: payload, headers });
}

function videoForm(videoPath: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: 'Coding HCC 37', description: 'Diabetes coding', categoria: 1, rolId: '5,3', videoPath, previewImagePath: null, status: true, preview: false, ...overrides };
}

async function stream(portal: Portal, token: string, id: number, range?: string) {
  return portal.app.inject({ method: 'GET', url: `/api/Gallery/Stream?id=${id}`, headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) } });
}

describePractice('Gallery', (world) => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rafdesk-gallery-test-'));
    world.env.RAFDESK_VIDEO_DIR = directory;
    world.env.RAFDESK_VIDEO_MAX_BYTES = String(LIMIT);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });
  const storedFiles = async () => readdir(directory).catch(() => [] as string[]);

  describe('POST Gallery/UploadFile', () => {
    it('streams an .mp4 into the store under a generated name and answers it', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const content = mp4Bytes(LIMIT);
      const answer = await upload(portal, token, '../../intro.mp4', content);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { videoPath } = answer.body as { videoPath: string };
      expect(answer.body).toEqual({ videoPath: expect.stringMatching(/^[0-9a-f-]{36}\.mp4$/), contentType: 'video/mp4', size: LIMIT });
      expect((await readFile(join(directory, videoPath))).equals(content)).toBe(true);
    });

    it('refuses a file over the limit with 413 and leaves nothing behind', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'superuser');
      const before = await storedFiles();
      const answer = await upload(portal, token, 'big.mp4', mp4Bytes(LIMIT + 1));
      expect(answer.status).toBe(413);
      expect(errorsOf(answer)).toEqual(['The request is too large']);
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses PNG bytes named .mp4 and a name that is not .mp4/.mov with 415, leaving nothing behind', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const before = await storedFiles();
      expect((await upload(portal, token, 'holiday.mp4', pngBytes(1000))).status).toBe(415);
      expect((await upload(portal, token, 'clip.txt', mp4Bytes(1000))).status).toBe(415);
      expect(await storedFiles()).toEqual(before);
    });

    it('answers 413 over a real socket without reading the rest of a large upload into the store', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const address = await portal.app.listen({ host: '127.0.0.1', port: 0 });
      const { payload, headers } = multipartBody('file', 'huge.mp4', mp4Bytes(2 * 1024 * 1024));
      const before = await storedFiles();
      const response = await fetch(`${address}/api/Gallery/UploadFile`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: new Uint8Array(payload) });
      expect(response.status).toBe(413);
      expect(await storedFiles()).toEqual(before);
    });

    it('asks for the file field', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      expect(errorsOf(await upload(portal, token, 'intro.mp4', mp4Bytes(100), 'video'))).toEqual(['file: This field is required']);
      expect(errorsOf(await call(portal, 'POST', '/api/Gallery/UploadFile', { token, body: { file: 'x' } }))).toEqual(['file: This field is required']);
    });
  });

  describe('uploads no video names', () => {
    it('are removed by the sweep once a day old, while a video\'s file and a fresh upload stay and the video still plays', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const pathOf = async (name: string) => ((await upload(portal, token, name, mp4Bytes(2000))).body as { videoPath: string }).videoPath;
      const kept = await pathOf('kept.mp4');
      const forgotten = await pathOf('forgotten.mp4');
      const created = await call(portal, 'POST', '/api/Gallery/Upload', { token, body: videoForm(kept) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // The files' times are the machine's: the portal's clock is set from now.
      world.clock.current = new Date();
      expect((await portal.sweepOrphanedUploads()).videos?.removed).toEqual([]);
      expect(await storedFiles()).toEqual(expect.arrayContaining([kept, forgotten]));

      world.clock.current = new Date(Date.now() + 25 * 60 * 60 * 1000);
      const swept = (await portal.sweepOrphanedUploads()).videos;
      expect(swept?.removed).toContain(forgotten);
      expect(swept?.removed).not.toContain(kept);
      const files = await storedFiles();
      expect(files).toContain(kept);
      expect(files).not.toContain(forgotten);
      const id = (created.body as { videoID: number }).videoID;
      expect((await stream(portal, (await signIn(portal, 'doctor')).token, id, 'bytes=0-9')).statusCode).toBe(206);
      // The form that comes too late names a file that is gone: refused on its field, not a 500.
      const late = await call(portal, 'POST', '/api/Gallery/Upload', { token: (await signIn(portal, 'admin')).token, body: videoForm(forgotten) });
      expect(late.status).toBe(400);
      expect(errorsOf(late).join(' ')).toMatch(/^videoPath: /);
    });
  });

  describe('videos', () => {
    async function publish(portal: Portal, token: string, overrides: Record<string, unknown> = {}, size = 2000): Promise<{ id: number; content: Buffer }> {
      const content = mp4Bytes(size);
      const { videoPath } = (await upload(portal, token, 'lesson.mp4', content)).body as { videoPath: string };
      const created = await call(portal, 'POST', '/api/Gallery/Upload', { token, body: videoForm(videoPath, overrides) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { id: (created.body as { videoID: number }).videoID, content };
    }

    it('streams a video to the roles it is shown to, honouring a Range request', async () => {
      const portal = world.portal();
      const admin = await signIn(portal, 'admin');
      const { id, content } = await publish(portal, admin.token);
      const { token } = await signIn(portal, 'doctor');

      const part = await stream(portal, token, id, 'bytes=100-199');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/2000');
      expect(part.headers['content-length']).toBe('100');
      expect(part.headers['accept-ranges']).toBe('bytes');
      expect(part.headers['x-content-type-options']).toBe('nosniff');
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);

      const whole = await stream(portal, token, id);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-length']).toBe('2000');
      expect(whole.rawPayload.equals(content)).toBe(true);
      expect((await stream(portal, token, id, 'bytes=-10')).rawPayload.equals(content.subarray(1990))).toBe(true);

      const beyond = await stream(portal, token, id, 'bytes=5000-');
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe('bytes */2000');

      const insurer = await signIn(portal, 'insurance');
      expect((await stream(portal, insurer.token, id)).statusCode).toBe(404);
      expect(errorsOf(await call(portal, 'GET', '/api/Gallery/Stream', { token }))).toEqual(['id: This field is required']);
    });

    it("lists the videos of the caller's role; administrators see all and may filter by role and category", async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const forDoctors = await publish(portal, token, { title: 'Doctors only', rolId: '5' });
      world.clock.advance(1000);
      const forInsurers = await publish(portal, token, { title: 'Insurers only', rolId: '9', categoria: 3 });
      world.clock.advance(1000);
      const forAll = await publish(portal, token, { title: 'Everyone', rolId: '1,2,3,4,5,9', categoria: 2, description: 'Documentation basics' });

      const titles = (answer: { body: unknown }) => (answer.body as { title: string }[]).map((video) => video.title);
      const doctor = await signIn(portal, 'doctor');
      const doctorList = await call(portal, 'GET', '/api/Gallery/Gallery?pageNumber=1&pageSize=10', { token: doctor.token });
      expect(titles(doctorList)).toEqual(['Everyone', 'Doctors only']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery?rolId=9', { token: doctor.token }))).toEqual(['Everyone', 'Doctors only']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery?orderByDate=asc', { token: doctor.token }))).toEqual(['Doctors only', 'Everyone']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery?SearchQuery=documentation', { token: doctor.token }))).toEqual(['Everyone']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery', { token }))).toEqual(['Everyone', 'Insurers only', 'Doctors only']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery?rolId=9', { token }))).toEqual(['Everyone', 'Insurers only']);
      expect(titles(await call(portal, 'GET', '/api/Gallery/Gallery?categoria=3', { token }))).toEqual(['Insurers only']);
      expect(errorsOf(await call(portal, 'GET', '/api/Gallery/Gallery?categoria=7', { token }))).toEqual([expect.stringMatching(/^categoria: /)]);

      const resolve = await call(portal, 'GET', `/api/Gallery/GalleryResolve?videoID=${forAll.id}&pageNumber=1&pageSize=10`, { token: doctor.token });
      expect(resolve.status).toBe(200);
      expect((resolve.body as { video: { title: string } }).video.title).toBe('Everyone');
      expect((resolve.body as { videos: { title: string }[] }).videos.map((video) => video.title)).toEqual(['Doctors only']);
      expect((await call(portal, 'GET', `/api/Gallery/GalleryResolve?videoID=${forInsurers.id}`, { token: doctor.token })).status).toBe(404);
      expect(forDoctors.id).toBeGreaterThan(0);
      expect(errorsOf(await call(portal, 'GET', '/api/Gallery/GalleryResolve?pageNumber=1', { token }))).toEqual(['videoID: This field is required']);
    });

    it('edits and deletes (status false) a video; a deleted video is neither listed nor streamed until edited back', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const { id } = await publish(portal, token);
      const doctor = await signIn(portal, 'doctor');

      const edited = await call(portal, 'PUT', '/api/Gallery/UpdateVideo', { token, body: { ...videoForm('ignored.mp4'), videoID: id, title: 'Coding HCC 38', rolId: '5' } });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ videoID: id, title: 'Coding HCC 38', rolesChain: '5', status: true });
      expect((edited.body as { videoPath: string }).videoPath).not.toBe('ignored.mp4');
      expect(errorsOf(await call(portal, 'PUT', '/api/Gallery/UpdateVideo', { token, body: { ...videoForm('x'), videoID: id, title: '' } }))).toEqual(['title: This field is required']);
      expect((await call(portal, 'PUT', '/api/Gallery/UpdateVideo', { token, body: { ...videoForm('x'), videoID: id + 100 } })).status).toBe(404);

      expect((await call(portal, 'PUT', '/api/Gallery/DeleteVideo', { token, body: { videoID: id, title: 'Coding HCC 38' } })).status).toBe(200);
      expect((await call(portal, 'GET', '/api/Gallery/Gallery', { token })).body).toEqual([]);
      expect((await stream(portal, doctor.token, id)).statusCode).toBe(404);
      expect((await call(portal, 'PUT', '/api/Gallery/DeleteVideo', { token, body: { videoID: id + 100 } })).status).toBe(404);
      expect(errorsOf(await call(portal, 'PUT', '/api/Gallery/DeleteVideo', { token, body: { title: 'no id' } }))).toEqual(['videoID: This field is required']);

      expect((await call(portal, 'PUT', '/api/Gallery/UpdateVideo', { token, body: { ...videoForm('x'), videoID: id, status: true } })).status).toBe(200);
      expect((await stream(portal, doctor.token, id)).statusCode).toBe(200);
    });

    it('creates a video only from an uploaded file and names the missing fields', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const missing = await call(portal, 'POST', '/api/Gallery/Upload', { token, body: videoForm('0b5e2d9c-1f1a-4c3e-9d2b-7a6f5e4d3c2b.mp4') });
      expect(missing.status).toBe(400);
      expect(errorsOf(missing)).toEqual(['videoPath: Upload the video file first']);
      const incomplete = await call(portal, 'POST', '/api/Gallery/Upload', { token, body: { videoPath: 'clip.mp4' } });
      expect(errorsOf(incomplete)).toEqual(expect.arrayContaining(['title: This field is required', 'categoria: This field is required', 'rolId: This field is required']));
    });
  });
});

checkLogsAfterAll();
