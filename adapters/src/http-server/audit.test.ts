import { endpoint } from '@rafdesk/core';
import { err, ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePagedRoute, defineRoute } from './route-definition.js';
import { aUser, buildTestServer, FIXED_NOW, type TestServer } from './testing/index.js';

const doctor = aUser('Doctor', 5);
const other = aUser('Doctor', 6);
const insurance = aUser('InsuranceStaff', 9);
const records = new Map([[501, { ownerId: 5, memberName: 'ZZCANARY Patient' }]]);

const routes = [
  defineRoute(endpoint({
    method: 'GET', path: 'Patients/GetByRecord', summary: 'The patient of a record', access: { permission: 'patients.view' },
    query: z.object({ RecordID: z.coerce.number().int().positive() }), audit: 'patients.view',
  }), {
    auditRecordId: ({ query }) => query.RecordID,
    handler: ({ query, user }) => {
      const record = records.get(query.RecordID);
      if (!record) return err({ kind: 'NotFound', entity: 'record' });
      return record.ownerId === Number(user.userId) ? ok([record]) : err({ kind: 'Forbidden' });
    },
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Patients', summary: 'Creates a patient', access: { permission: 'patients.create' },
    body: z.object({ name: z.string().min(1) }), audit: 'patients.create', successStatus: 201,
  }), {
    auditRecordId: (_input, created) => created?.id,
    handler: () => ok({ id: 'p-77' }),
  }),
  definePagedRoute(endpoint({
    method: 'GET', path: 'Patients', summary: 'Lists patients', access: { permission: 'patients.view' }, audit: 'patients.list', paged: {},
  }), {
    handler: () => ok({ items: [{ name: 'ZZCANARY Patient' }], totalCount: 1 }),
  }),
  definePagedRoute(endpoint({
    method: 'GET', path: 'Patients/GetPatientList', summary: 'Lists patients with their records', access: { permission: 'patients.view' },
    audit: 'patients.list', paged: {},
  }), {
    handler: () => ok({ items: [{ recordID: 501, name: 'ZZCANARY Patient' }, { recordID: 502, name: 'Other' }], totalCount: 2 }),
  }),
  defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'signed-in' }), { handler: () => ok(['M', 'F']) }),
];

describe('the audit trail', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const start = async () => {
    server = await buildTestServer(routes, { Doctor: ['patients.view', 'patients.create'], InsuranceStaff: [] });
    return server;
  };

  it('records who read which record, when and from where, with ids only', async () => {
    const { app, audit, bearer } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=501', headers: bearer(doctor), remoteAddress: '192.0.2.7' });
    expect(response.statusCode).toBe(200);
    expect(audit.entries).toEqual([
      { userId: '5', action: 'patients.view', recordId: '501', at: FIXED_NOW, ip: '192.0.2.7', requestId: expect.any(String), outcome: 'success' },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('ZZCANARY');
  });

  it('takes the record id from the result when the call creates it', async () => {
    const { app, audit, bearer } = await start();
    await app.inject({ method: 'POST', url: '/api/Patients', headers: bearer(doctor), payload: { name: 'ZZCANARY Patient' } });
    expect(audit.entries.map((entry) => [entry.action, entry.recordId, entry.outcome])).toEqual([['patients.create', 'p-77', 'success']]);
  });

  it('records a list read without a record id', async () => {
    const { app, audit, bearer } = await start();
    await app.inject({ method: 'GET', url: '/api/Patients?pageNumber=1&pageSize=10', headers: bearer(doctor) });
    expect(audit.entries.map((entry) => [entry.action, entry.recordId])).toEqual([['patients.list', null]]);
  });

  it('records the ids of the records a list read handed out, ids only', async () => {
    const { app, audit, bearer } = await start();
    await app.inject({ method: 'GET', url: '/api/Patients/GetPatientList?pageNumber=1&pageSize=10', headers: bearer(doctor) });
    expect(audit.entries.map((entry) => [entry.action, entry.recordId])).toEqual([['patients.list', '501,502']]);
    expect(JSON.stringify(audit.entries)).not.toContain('ZZCANARY');
  });

  it('records refusals: a role without the permission, another doctor\'s record, bad input', async () => {
    const { app, audit, bearer } = await start();
    await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=501', headers: bearer(insurance) });
    await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=501', headers: bearer(other) });
    await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=abc', headers: bearer(doctor) });
    expect(audit.entries.map((entry) => [entry.userId, entry.recordId, entry.outcome])).toEqual([
      ['9', null, 'denied'],
      ['6', '501', 'denied'],
      ['5', null, 'failed'],
    ]);
  });

  it('writes nothing for routes that do not touch patient data, nor for anonymous calls', async () => {
    const { app, audit, bearer } = await start();
    await app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: bearer(doctor) });
    await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=501' });
    expect(audit.entries).toEqual([]);
  });

  it('withholds the data with 500 when the audit entry cannot be written', async () => {
    const { app, audit, bearer } = await start();
    audit.failing = true;
    const response = await app.inject({ method: 'GET', url: '/api/Patients/GetByRecord?RecordID=501', headers: bearer(doctor) });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ZZCANARY');
  });
});
