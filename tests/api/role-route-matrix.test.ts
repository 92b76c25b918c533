import { expect, it } from 'vitest';
import { API_CONTRACT, permissionFor, type Action, type RoleName } from '@rafdesk/core';
import { call, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

// The role × route matrix, driven by the contract: every operation of the OpenAPI document (generated from the route
// definitions) is called by every role, and the permission each declares (`x-permission`, from core's permission
// table) decides who is refused. A new route is in the matrix without a change here.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation { readonly security?: unknown[]; readonly 'x-permission'?: string; readonly 'x-audit-action'?: string }

const ROLES: readonly { readonly userName: string; readonly role: RoleName }[] = [
  { userName: 'admin', role: 'Admin' }, { userName: 'superuser', role: 'Superuser' }, { userName: 'staff', role: 'Staff' },
  { userName: 'training', role: 'Training' }, { userName: 'doctor', role: 'Doctor' }, { userName: 'insurance', role: 'InsuranceStaff' },
];

/** Every API operation: method, a callable URL (path ids as 1) and what it declares. */
async function operations(world: { portal: () => Parameters<typeof call>[0] }): Promise<{ method: Method; url: string; operation: Operation }[]> {
  const document = (await call(world.portal(), 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, '1'), operation,
    })));
}

describeApi('Role × route matrix', (world) => {
  it('serves exactly the endpoints of core\'s contract, each with the contract\'s permission and audit action', async () => {
    // The document lists itself besides the contract's endpoints.
    const served = (await operations(world)).filter(({ url }) => url !== '/api/openapi.json').map(({ method, url, operation }) =>
      `${method} ${url} ${operation['x-permission'] ?? '-'} ${operation['x-audit-action'] ?? '-'}`);
    const declared = API_CONTRACT.map((entry) => {
      const permission = typeof entry.access === 'object' ? entry.access.permission : '-';
      return `${entry.method} /api/${entry.path.replace(/:[A-Za-z]+/g, '1')} ${permission} ${entry.audit ?? '-'}`;
    });
    expect(new Set(declared).size).toBe(declared.length);
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('answers 401 without a token on every operation that declares a bearer, and never on one that does not', async () => {
    const all = await operations(world);
    expect(all.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, url, operation } of all) {
      const status = (await call(world.portal(), method, url)).status;
      const needsToken = (operation.security ?? [{}]).length > 0;
      if ((status === 401) !== needsToken) wrong.push(`${method} ${url}: ${status} (declares ${needsToken ? 'a bearer' : 'none'})`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to exactly the roles an operation\'s permission leaves out, before reading its input', async () => {
    const all = (await operations(world)).filter(({ operation }) => operation['x-permission'] !== undefined);
    expect(all.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { userName, role } of ROLES) {
      const { token } = await signIn(world.portal(), userName);
      for (const { method, url, operation } of all) {
        const rule = permissionFor(operation['x-permission'] as Action);
        if (rule.roles.includes(role)) continue;
        const status = (await call(world.portal(), method, url, { token })).status;
        if (status !== 403) wrong.push(`${role}: ${method} ${url} answered ${status}, but ${rule.action} is for ${rule.roles.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  checkLogsAfterAll();
});
