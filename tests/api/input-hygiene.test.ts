import { expect, it } from 'vitest';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

// The cases an attack pass answered 500 (or accepted): each is a 400 naming the field, and nothing is written.

describeApi('Input hygiene at the contract', (world) => {
  it('refuses a NUL or another control character in any text with a 400 naming the field', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const answer = await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10&SearchQuery=a%00b', { token });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['SearchQuery: must not contain control characters']);
    const body = await call(world.portal(), 'POST', '/api/Users', { token, body: { firstName: 'Sara\u0007', lastName: 'Helper' } });
    expect(body.status).toBe(400);
    expect(errorsOf(body)).toContain('firstName: must not contain control characters');
  });

  it('refuses ids that are not whole numbers within the database\'s integer range', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    for (const userId of [true, [7], '0x7', 2 ** 31, 2 ** 53, 0, -3, 7.5]) {
      const answer = await call(world.portal(), 'POST', '/api/Users/ResendPassword', { token, body: { userId } });
      expect(answer.status, JSON.stringify(userId)).toBe(400);
      expect(errorsOf(answer)).toEqual(['userId: must be a whole number from 1 to 2147483647']);
    }
    const query = await call(world.portal(), 'PUT', '/api/Users/UpdateUserStatus?userId=2147483648&statusValue=true', { token });
    expect(query.status).toBe(400);
  });

  it('refuses a text beyond its length, the wire\'s or the form\'s', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const huge = await call(world.portal(), 'POST', '/api/Insurances', { token, body: { insuranceName: 'x'.repeat(300_000) } });
    expect(huge.status).toBe(400);
    expect(errorsOf(huge)).toEqual(['insuranceName: may be at most 20000 characters']);
    const long = await call(world.portal(), 'POST', '/api/Insurances', { token, body: { insuranceName: 'x'.repeat(5000) } });
    expect(long.status).toBe(400);
  });

  it('answers a multipart body without a boundary with 400', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const answer = await call(world.portal(), 'POST', '/api/Gallery/UploadFile', { token, body: 'whatever', headers: { 'content-type': 'multipart/form-data' } });
    expect(answer.status).toBe(400);
  });
});

checkLogsAfterAll();
