import { describe, expect, it } from 'vitest';
import { aUserInput } from '../../testing/builders/user-builders.js';
import { inMemoryAccessRepositories } from '../../testing/fakes/in-memory-access-repositories.js';
import { auditTrail } from './audit-trail.js';

async function practice() {
  const ports = inMemoryAccessRepositories();
  const staff = (await ports.users.create({ user: aUserInput({ role: 'Staff', documentId: '90000000031' }), userName: 'sam', passwordHash: null,
    profileCompleted: true, policyAcceptedAt: null }, new Date('2026-03-02T12:00:00Z')))._unsafeUnwrap();
  return { ports, staff };
}

describe('auditTrail', () => {
  it('names who acted, filters by user name and days, and finds nothing for an unknown user', async () => {
    const { ports, staff } = await practice();
    const line = { userId: String(staff.id), action: 'patients.read', recordId: '41', ip: '10.0.0.1', requestId: 'r1', outcome: 'success' as const };
    (await ports.auditLog.append({ ...line, at: new Date('2026-03-01T23:59:59Z') }))._unsafeUnwrap();
    (await ports.auditLog.append({ ...line, at: new Date('2026-03-02T00:00:00Z'), requestId: 'r2' }))._unsafeUnwrap();
    const query = { pageNumber: 1, pageSize: 10, userName: ' SAM ', recordId: null, action: null, fromDate: '2026-03-02', toDate: '2026-03-02' };
    expect((await auditTrail(ports, query))._unsafeUnwrap()).toEqual({ totalCount: 1, items: [expect.objectContaining({ requestId: 'r2', userName: 'sam' })] });
    expect((await auditTrail(ports, { ...query, userName: 'nobody' }))._unsafeUnwrap()).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses a range that ends before it starts, on the To date', async () => {
    const { ports } = await practice();
    const query = { pageNumber: 1, pageSize: 10, userName: null, recordId: null, action: null, fromDate: '2026-03-02', toDate: '2026-03-01' };
    expect((await auditTrail(ports, query))._unsafeUnwrapErr()).toEqual({ kind: 'ValidationFailed', issues: [{ field: 'toDate', message: 'must not be before the From date' }] });
  });
});
