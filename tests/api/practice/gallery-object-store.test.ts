import { createHash } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { startS3TestServer, type S3TestServer } from '@rafdesk/adapters/files/s3-testing';
import { composePortal, PGLITE_TEMPLATE, type Portal } from '@rafdesk/cli/composition-root';
import { call, signIn } from '../harness/client.js';
import { DEMO_PASSWORD } from '../harness/portal-harness.js';
import { mp4Bytes, multipartBody } from './practice-fixtures.js';

// Two portals on one database stand for two `rafdesk serve` processes, each with a video folder of its own: with a
// bucket set they store the gallery's videos in it, so a video uploaded through one plays from the other (without,
// the other answered 404), and the RADV packs too, sealed, so a pack one process built downloads from the other.
let s3: S3TestServer;
let database: DatabaseHandle;
const portals: Portal[] = [];
let later: Portal;

beforeAll(async () => {
  s3 = await startS3TestServer('rafdesk-gallery');
  const endpoint = String(s3.settings.client.endpoint);
  const env = {
    ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD, RAFDESK_S3_BUCKET: 'rafdesk-gallery', RAFDESK_S3_ENDPOINT: endpoint, RAFDESK_S3_PREFIX: 'site-a/videos/',
    AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // One site: a token from one process works on the other.
    RAFDESK_TOKEN_SECRET: Buffer.alloc(32, 7).toString('base64'),
  };
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  portals.push(await composePortal({ database: { handle: database }, demo: { password: DEMO_PASSWORD }, logger: { level: 'silent' }, env }));
  portals.push(await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env }));
  // A third process whose clock is a day and an hour ahead: every file in the bucket is old enough for it to sweep.
  later = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env, clock: { now: () => new Date(Date.now() + 25 * 60 * 60 * 1000) } });
  portals.push(later);
  // The demo's RADV pack is built into the bucket in the background: done before the tests count the bucket's objects.
  await portals[0]!.radvRunner.idle();
}, 180_000);
afterAll(async () => {
  for (const portal of portals) await portal.close();
  await database?.close();
  await s3?.stop();
});

async function objectKeys(): Promise<string[]> {
  const client = new S3Client(s3.settings.client);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('gallery videos in an object store shared by two processes', () => {
  it('uploads through one process, streams whole and by range from the other, and leaves nothing on a refused upload', async () => {
    const [one, other] = portals as [Portal, Portal];
    const admin = await signIn(one, 'admin');
    const content = mp4Bytes(200_000);
    const { payload, headers } = multipartBody('file', 'lesson.mp4', content);
    const uploaded = await call(one, 'POST', '/api/Gallery/UploadFile', { token: admin.token, body: payload, headers });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { videoPath } = uploaded.body as { videoPath: string };
    const created = await call(one, 'POST', '/api/Gallery/Upload', {
      token: admin.token, body: { title: 'Shared lesson', description: null, categoria: 1, rolId: '5', videoPath, previewImagePath: null, status: true, preview: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const videoID = (created.body as { videoID: number }).videoID;

    const doctor = await signIn(other, 'doctor');
    const ticket = (await call(other, 'POST', '/api/Gallery/StreamTicket', { token: doctor.token, body: { videoID } })).body as { ticket: string };
    const url = `/api/Gallery/Stream?id=${videoID}&ticket=${encodeURIComponent(ticket.ticket)}`;
    const whole = await other.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const part = await other.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);

    const stored = await objectKeys();
    expect(stored).toContain(`site-a/videos/${videoPath}`);
    const notVideo = multipartBody('file', 'notes.mp4', Buffer.from('Meeting notes, not a video.\n'.repeat(40)));
    expect((await call(other, 'POST', '/api/Gallery/UploadFile', { token: admin.token, body: notVideo.payload, headers: notVideo.headers })).status).toBe(415);
    expect(await objectKeys()).toEqual(stored);
  });

  it('keeps the demo audit\'s RADV pack in the bucket, sealed, none of it in the database, and serves its zip from the other process', async () => {
    const [, other] = portals as [Portal, Portal];
    const packKeys = (await objectKeys()).filter((key) => key.startsWith('site-a/videos/radv/'));
    expect(packKeys.some((key) => key.endsWith('.zip'))).toBe(true);
    expect(packKeys.some((key) => key.endsWith('.pdf'))).toBe(true);
    expect(await database.db.selectFrom('radv_pack_object').select('key').execute()).toEqual([]);
    const admin = await signIn(other, 'admin');
    const [audit] = (await call(other, 'GET', '/api/Radv/Audits', { token: admin.token })).body as { id: number; status: string; zipSha256: string }[];
    expect(audit?.status).toBe('built');
    const zip = await other.app.inject({ method: 'GET', url: `/api/Radv/Download/${audit!.id}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(zip.statusCode).toBe(200);
    expect(createHash('sha256').update(zip.rawPayload).digest('hex')).toBe(audit!.zipSha256);
  });

  it('refuses a start with a bucket setting that is not a bucket name, naming the setting', async () => {
    await expect(composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { RAFDESK_S3_BUCKET: 'Not_A_Bucket' } }))
      .rejects.toMatchObject({ failure: { kind: 'SettingInvalid', reason: expect.stringContaining('RAFDESK_S3_BUCKET') } });
  });
});

describe('signed notes\' PDFs in the object store', () => {
  it('keeps each note\'s PDF sealed in the bucket and none in the database, and the other process serves it', async () => {
    const [one, other] = portals as [Portal, Portal];
    const notes = await database.db.selectFrom('progress_note').select(['id', 'record_id', 'pdf', 'pdf_key']).orderBy('id').execute();
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((note) => [note.pdf, note.pdf_key])).toEqual(notes.map((note) => [null, `notes/${note.id}.pdf`]));
    expect(await objectKeys()).toEqual(expect.arrayContaining(notes.map((note) => `site-a/videos/notes/${note.id}.pdf`)));
    const client = new S3Client(s3.settings.client);
    const kept = await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `site-a/videos/notes/${notes[0]!.id}.pdf` }));
    const raw = Buffer.from(await kept.Body!.transformToByteArray());
    client.destroy();
    expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    const { token } = await signIn(one, 'admin');
    const pdf = await other.app.inject({ method: 'GET', url: `/api/Patients/GetProgressNotePdf?ProgressNoteID=${notes[0]!.id}&RecordID=${notes[0]!.record_id}`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sweeps a note PDF no note names once a day old (a submit that failed after keeping it), and keeps every note\'s', async () => {
    const client = new S3Client(s3.settings.client);
    await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: 'site-a/videos/notes/999999.pdf', Body: 'sealed bytes of a submit that failed' }));
    client.destroy();
    const notes = await database.db.selectFrom('progress_note').select('id').execute();
    expect((await later.sweepOrphanedUploads()).notePdfs?.removed).toEqual(['notes/999999.pdf']);
    const keys = await objectKeys();
    expect(keys).not.toContain('site-a/videos/notes/999999.pdf');
    expect(keys).toEqual(expect.arrayContaining(notes.map((note) => `site-a/videos/notes/${note.id}.pdf`)));
  });
});
