import { expect, it } from 'vitest';
import { call, errorsOf, signIn } from '../api/harness/client.js';
import { checkLogsAfterAll } from '../api/harness/log-check.js';
import { describeApi } from '../api/harness/portal-harness.js';

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

  // Issue 32 item 5: the input that answered 500 in the fuzz run, each now a 400 naming the part or field.
  it('refuses JSON nested deeper than the parser allows, signed in or not, before anything reads it', async () => {
    const deep = `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
    const json = { 'content-type': 'application/json' };
    const anonymous = await call(world.portal(), 'POST', '/api/Authentication', { body: `{"userName":${deep}}`, headers: json });
    expect(anonymous.status).toBe(400);
    expect(errorsOf(anonymous)).toEqual(['body: is nested deeper than 64 levels']);
    const { token } = await signIn(world.portal(), 'admin');
    const signedIn = await call(world.portal(), 'POST', '/api/Insurances', { token, body: `{"insuranceName":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`, headers: json });
    expect(errorsOf(signedIn)).toEqual(['body: is nested deeper than 64 levels']);
    // Brackets inside a text are text, not nesting.
    const text = await call(world.portal(), 'POST', '/api/Insurances', { token, body: { insuranceName: '['.repeat(100) } });
    expect(errorsOf(text)).not.toContain('body: is nested deeper than 64 levels');
  });

  it('refuses numbers the columns cannot hold, naming the field', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const agreement = { doctorID: 1, insuranceID: 1, paymentYear: 2026, mrl: 0.85, surplusAgreement: 0.5, expensesOverall: 1000 };
    for (const valueOfPremium of [1e308, -1]) {
      const answer = await call(world.portal(), 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: { ...agreement, valueOfPremium } });
      expect(answer.status, String(valueOfPremium)).toBe(400);
      expect(errorsOf(answer).some((line) => line.startsWith('valueOfPremium: ')), JSON.stringify(answer.body)).toBe(true);
    }
    const doctor = await signIn(world.portal(), 'doctor');
    const note = await call(world.portal(), 'POST', '/api/Forms/PostSmartPN', { token: doctor.token, body: { VisitOptionID: '99999999999999999999' } });
    expect(note.status).toBe(400);
    expect(errorsOf(note)).toContain('VisitOptionID: must be a comma-separated list of ids from 1 to 2147483647');
  });

  it('refuses a lone surrogate in any text, naming the field', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const answer = await call(world.portal(), 'POST', '/api/RafFactors', { token, body: { year: 2027, factor: 'normalization', value: 1.05, note: 'page 4 \uD800' } });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['note: must be well-formed Unicode (no lone surrogate)']);
  });

  it('reads the audit trail up to the last day a date can name', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const answer = await call(world.portal(), 'GET', '/api/Audit?fromDate=0001-01-01&toDate=9999-12-31&pageNumber=1&pageSize=10', { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('refuses a multipart boundary longer than the 70 characters RFC 2046 allows', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const answer = await call(world.portal(), 'POST', '/api/Gallery/UploadFile', { token, body: 'whatever', headers: { 'content-type': `multipart/form-data; boundary=${'x'.repeat(5_000)}` } });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['body: the multipart boundary may be at most 70 characters']);
  });
});

checkLogsAfterAll();
