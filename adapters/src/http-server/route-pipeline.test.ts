import { endpoint } from '@rafdesk/core';
import { err, ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

const doctor = aUser('Doctor', 5);
const insurance = aUser('InsuranceStaff', 9);

const notes = new Map<string, string>([['41', 'first note']]);

const routes = [
  defineRoute(endpoint({
    method: 'POST', path: 'Doctors/CreateDoctorNote', summary: 'Adds a doctor note to a record', access: { permission: 'record.addDoctorNote' },
    body: z.object({ RecordID: z.coerce.number().int().positive(), DoctorNotes: z.string().min(1).max(20) }), successStatus: 204,
  }), {
    handler: ({ body }) => {
      notes.set(String(body.RecordID), body.DoctorNotes);
      return ok(undefined);
    },
  }),
  defineRoute(endpoint({
    method: 'GET', path: 'Demo/GetNote', summary: 'Reads a note', access: { permission: 'record.view' },
    query: z.object({ recordID: z.string().regex(/^\d+$/) }), response: z.object({ recordId: z.string(), text: z.string() }),
  }), {
    handler: ({ query }) => {
      const text = notes.get(query.recordID);
      return text === undefined ? err({ kind: 'NotFound', entity: 'record' }) : ok({ recordId: query.recordID, text, secret: 'not for the wire' });
    },
  }),
  defineRoute(endpoint({ method: 'POST', path: 'Demo/Ping', summary: 'Takes no body', access: 'signed-in' }), { handler: () => ok('pong') }),
  defineRoute(endpoint({
    method: 'GET', path: 'Demo/Whoami', summary: 'The caller', access: 'signed-in',
  }), {
    handler: ({ user }) => ok({ userId: user.userId }),
  }),
  defineRoute(endpoint({
    method: 'PUT', path: 'Demo/Conflict/:id', summary: 'Always collides', access: 'signed-in', params: z.object({ id: z.coerce.number().int() }),
  }), {
    handler: ({ params }) => err({ kind: 'Conflict', entity: 'notification', field: `version ${params.id}` }),
  }),
  defineRoute(endpoint({
    method: 'GET', path: 'Demo/Download', summary: 'A file, written by the route itself', access: 'signed-in', audit: 'notes.download',
  }), {
    handler: ({ meta }) => ok({ name: 'SmartPN-41.pdf', bytes: Buffer.from('%PDF-1.7'), from: meta.ip }),
    reply: (file, reply) => reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.name}"`).header('x-from', file.from).send(file.bytes),
  }),
  defineRoute(endpoint({
    method: 'GET', path: 'Demo/Broken', summary: 'Throws, as a bug would', access: 'public',
  }), {
    handler: () => {
      throw new Error('boom at /srv/secret/path');
    },
  }),
];

describe('a declared route', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const start = async () => {
    server = await buildTestServer(routes, { Doctor: ['record.addDoctorNote', 'record.view'], InsuranceStaff: ['record.view'] });
    return server;
  };

  it('answers 401 without a token, with a wrong scheme and with an unknown token', async () => {
    const { app } = await start();
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer nope' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/Demo/Whoami', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: ['Please sign in again'] });
    }
  });

  it('hands the authenticated caller to the handler', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/demo/whoami', headers: bearer(doctor) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 5 });
  });

  it('answers 403 to a role without the permission and never runs the handler', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({ method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers: bearer(insurance), payload: { RecordID: 41, DoctorNotes: 'changed' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['You do not have permission to do this'] });
    expect(notes.get('41')).toBe('first note');
  });

  it('answers 400 naming each field and its reason, after sign-in is checked', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({ method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers: bearer(doctor), payload: { RecordID: 'abc', DoctorNotes: 'x'.repeat(21) } });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: string[] };
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^RecordID: /);
    expect(errors[1]).toMatch(/^DoctorNotes: .*20/);
    const anonymous = await app.inject({ method: 'POST', url: '/api/Doctors/CreateDoctorNote', payload: { RecordID: 'abc' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports a missing field with the spec message and a missing body as the body', async () => {
    const { app, bearer } = await start();
    const missing = await app.inject({ method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers: bearer(doctor), payload: { RecordID: 41 } });
    expect(missing.json()).toEqual({ errors: ['DoctorNotes: This field is required'] });
    for (const headers of [bearer(doctor), { ...bearer(doctor), 'content-type': 'application/json' }]) {
      const noBody = await app.inject({ method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers });
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json()).toEqual({ errors: ['body: This field is required'] });
    }
  });

  it('accepts a bodiless POST with a JSON content type on a route that takes no body', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({ method: 'POST', url: '/api/Demo/Ping', headers: { ...bearer(doctor), 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('pong');
  });

  it('refuses a body that tries to set an object prototype', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({
      method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers: { ...bearer(doctor), 'content-type': 'application/json' },
      payload: '{"RecordID": 41, "DoctorNotes": "x", "__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('reads body and query keys in any letter case', async () => {
    const { app, bearer } = await start();
    const created = await app.inject({ method: 'POST', url: '/api/doctors/createdoctornote', headers: bearer(doctor), payload: { recordId: 7, doctorNotes: 'seen' } });
    expect(created.statusCode).toBe(204);
    expect(created.body).toBe('');
    const read = await app.inject({ method: 'GET', url: '/api/Demo/GetNote?RecordID=7', headers: bearer(doctor) });
    expect(read.json()).toEqual({ recordId: '7', text: 'seen' });
  });

  it('strips fields the response schema does not name', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/Demo/GetNote?recordID=41', headers: bearer(doctor) });
    expect(response.json()).not.toHaveProperty('secret');
  });

  it('maps error kinds through toHttpError', async () => {
    const { app, bearer } = await start();
    const missing = await app.inject({ method: 'GET', url: '/api/Demo/GetNote?recordID=999', headers: bearer(doctor) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['The record does not exist'] });
    const conflict = await app.inject({ method: 'PUT', url: '/api/Demo/Conflict/3', headers: bearer(doctor) });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ errors: ['A notification with this version 3 already exists'] });
  });

  it('lets a route write a non-JSON answer itself, after the audit entry', async () => {
    const { app, audit, bearer } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/Demo/Download', headers: bearer(doctor), remoteAddress: '198.51.100.4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="SmartPN-41.pdf"');
    expect(response.headers['x-from']).toBe('198.51.100.4');
    expect(response.body).toBe('%PDF-1.7');
    expect(audit.entries.map((entry) => entry.action)).toEqual(['notes.download']);
  });

  it('answers a thrown error with a generic 500 that carries no message or stack', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/Demo/Broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: ['An unexpected error occurred'] });
    expect(response.body).not.toMatch(/boom|secret|at /);
  });

  it('answers invalid JSON with a 400 that does not quote it', async () => {
    const { app, bearer } = await start();
    const response = await app.inject({
      method: 'POST', url: '/api/Doctors/CreateDoctorNote', headers: { ...bearer(doctor), 'content-type': 'application/json' }, payload: '{"RecordID": ZZCANARY',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['body: is not valid JSON'] });
  });

  it('answers 500 when the session store cannot be read', async () => {
    const { app, bearer, sessions } = await start();
    const headers = bearer(doctor);
    sessions.unavailable = true;
    const response = await app.inject({ method: 'GET', url: '/api/Demo/Whoami', headers });
    expect(response.statusCode).toBe(500);
  });
});
