import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

interface Row { year: number; factor: string; value: number; status: string; source: string; note: string; settable: boolean }
const rowOf = (rows: unknown, year: number, factor: string) => (rows as Row[]).find((row) => row.year === year && row.factor === factor);

describeApi('RafFactors', (world) => {
  describe('GET and POST RafFactors', () => {
    it('lists every payment-year factor with its status and source; only unconfirmed ones are settable', async () => {
      const { token } = await signIn(world.portal(), 'doctor');
      const answer = await call(world.portal(), 'GET', '/api/RafFactors', { token });
      expect(answer.status).toBe(200);
      expect(rowOf(answer.body, 2027, 'codingAdjustment')).toMatchObject({ value: 0.059, status: 'final', source: 'CY2027 Rate Announcement (2026-04-06)', settable: false });
      expect(rowOf(answer.body, 2027, 'normalization:V28')).toMatchObject({ value: 1.079, status: 'secondary', settable: true });
    });

    it('lets an Admin set an unconfirmed factor, audited; refuses confirmed factors and typos by field', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const set = await call(world.portal(), 'POST', '/api/RafFactors', { token, body: { year: 2027, factor: 'normalization:V28', value: 1.072, note: 'CY2027 Rate Announcement, Attachment VI, Table VI-3' } });
      expect(set.status).toBe(200);
      expect(rowOf(set.body, 2027, 'normalization:V28')).toMatchObject({ value: 1.072, status: 'unconfirmed', source: expect.stringMatching(/^set by admin \(\d{4}-\d{2}-\d{2}\)$/), note: 'CY2027 Rate Announcement, Attachment VI, Table VI-3' });
      const listed = await call(world.portal(), 'GET', '/api/RafFactors', { token });
      expect(rowOf(listed.body, 2027, 'normalization:V28')?.value).toBe(1.072);
      const audit = (await world.portal().ports.auditLog.list({ userId: null, recordId: null, window: { pageNumber: 1, pageSize: 50 } }))._unsafeUnwrap();
      expect(audit.items.some((entry) => entry.action === 'settings.rafFactor' && entry.outcome === 'success')).toBe(true);

      const confirmed = await call(world.portal(), 'POST', '/api/RafFactors', { token, body: { year: 2027, factor: 'codingAdjustment', value: 0.06, note: 'x' } });
      expect(confirmed.status).toBe(400);
      expect(errorsOf(confirmed)).toEqual([expect.stringMatching(/^factor: only an unconfirmed factor can be set/)]);
      const typo = await call(world.portal(), 'POST', '/api/RafFactors', { token, body: { year: 2027, factor: 'normalization:V28', value: 10.72, note: 'x' } });
      expect(errorsOf(typo)).toEqual(['value: must lie between 0.5 and 2']);
      const noNote = await call(world.portal(), 'POST', '/api/RafFactors', { token, body: { year: 2027, factor: 'normalization:V28', value: 1.07, note: ' ' } });
      expect(errorsOf(noNote)).toEqual([expect.stringMatching(/^note: /)]);
    });
  });

  checkLogsAfterAll();
});
