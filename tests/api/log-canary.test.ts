import { expect, it } from 'vitest';
import { signUpBody } from './harness/bodies.js';
import { CANARY } from './harness/canary.js';
import { capturedLog } from './harness/captured-log.js';
import { call, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

describeApi('Log canary', (world) => {
  it('keeps patient data, names, passwords and tokens out of every log line, whatever the request carries', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'admin');
    const canary = `${CANARY.firstName} ${CANARY.lastName}`;
    await call(portal, 'POST', '/api/Authentication', { body: { userName: CANARY.firstName, password: CANARY.documentId } });
    await call(portal, 'POST', '/api/Doctors', { body: signUpBody({ firstName: CANARY.firstName, lastName: CANARY.lastName, email1: CANARY.email, dob: CANARY.dateOfBirth }) });
    await call(portal, 'POST', '/api/Doctors', { body: signUpBody({ firstName: CANARY.firstName, documentID: CANARY.documentId }) });
    await call(portal, 'GET', `/api/Users?pageNumber=1&pageSize=10&SearchQuery=${encodeURIComponent(canary)}`, { token });
    await call(portal, 'GET', `/api/Users/GetDoctorProfile?documentID=${CANARY.documentId}`, { token });
    await call(portal, 'GET', `/api/Patients/${CANARY.lastName}?name=${CANARY.firstName}`, { token });
    await call(portal, 'GET', `/${CANARY.lastName}.txt?dob=${CANARY.dateOfBirth}`);
    await call(portal, 'GET', `/RecordsView/${CANARY.lastName}`, { token });
    await call(portal, 'GET', `/hubs/notifications?userId=${CANARY.documentId}&id=${CANARY.lastName}&access_token=${token}`);
    await call(portal, 'POST', '/api/Notifications', { token, body: `{"MessageTitle": "${CANARY.firstName}", broken`, headers: { 'content-type': 'application/json' } });
    await call(portal, 'GET', '/api/Misc/Roles', { token: `${CANARY.lastName}.not.a.token` });
    await call(portal, 'POST', '/api/Authentication/GoogleSignIn', { body: { idToken: `${CANARY.firstName}.x.y`, nonce: 'n-1' } });
    const lines = capturedLog.lines.join('\n');
    expect(lines).toMatch(/"statusCode":/);
    for (const secret of [...Object.values(CANARY), canary]) expect(lines.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});

checkLogsAfterAll();
