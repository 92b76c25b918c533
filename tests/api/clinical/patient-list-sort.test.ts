import { describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { PATIENT_SORT_FIELDS } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi, BOTH_ENGINES, DEMO_SETUP } from '../harness/portal-harness.js';
import { doctorIdOf, seedPatient } from './clinical-fixtures.js';

// Server-side sorting of the paged patient lists: the order covers the whole list, not a page of it.

// Twelve patients, more than the smallest page (10): every order runs across two pages.
const LAST_NAMES = ['Eve', 'Bell', 'Ames', 'Dunn', 'Cole', 'Hart', 'Gray', 'Fox', 'Lane', 'Kent', 'Ivy', 'Jude'];
const ALPHABETICAL = [...LAST_NAMES].sort().map((last) => `Pat ${last}`);

interface Row { recordID: number; fullName: string; insuranceContractNo: string | null }

async function seeded(portal: Portal) {
  const doctorId = await doctorIdOf(portal, 'doctor');
  for (const [index, lastName] of LAST_NAMES.entries()) await seedPatient(portal, { doctorId, documentId: `400000001${String(index).padStart(2, '0')}`, lastName });
  return doctorId;
}

/** Every page of a list read ten rows at a time, in the order asked for. */
async function pagesOf(portal: Portal, token: string, path: string, sort: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await call(portal, 'GET', `/api/${path}pageNumber=${pageNumber}&pageSize=10&${sort}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body as Row[];
    rows.push(...page);
    const total = (JSON.parse(String(answer.headers['x-pagination'])) as { totalCount: number }).totalCount;
    if (page.length === 0 || rows.length >= total) return rows;
  }
}

const ours = (rows: readonly Row[]) => rows.map((row) => row.fullName).filter((name) => LAST_NAMES.some((last) => name === `Pat ${last}`));

describeApi('Clinical API: sorting the patient lists', (world) => {
  for (const path of ['Patients/GetPatientList?', 'Patients?']) {
    describe(`GET ${path.slice(0, -1)}`, () => {
      it('sorts the whole list by patient name, ascending and descending, across pages', async () => {
        const portal = world.portal();
        const doctorId = await seeded(portal);
        const { token } = await signIn(portal, 'doctor');
        const scope = `doctorId=${doctorId}&`;
        const up = await pagesOf(portal, token, `${path}${scope}`, 'sortField=patientName&sortOrder=asc');
        const down = await pagesOf(portal, token, `${path}${scope}`, 'sortField=patientName&sortOrder=desc');
        expect(ours(up)).toEqual(ALPHABETICAL);
        expect(ours(down)).toEqual([...ALPHABETICAL].reverse());
        expect(down.map((row) => row.recordID)).toEqual(up.map((row) => row.recordID).reverse());
      });

      it('breaks ties by id in the sort\'s direction, so equal values never repeat or skip a row between pages', async () => {
        const portal = world.portal();
        const doctorId = await seeded(portal);
        const { token } = await signIn(portal, 'doctor');
        // Every seeded patient has the same contract number, and the same demographics, so the same RAF total.
        for (const field of ['insuranceContractNumber', 'rafTotal']) {
          const up = await pagesOf(portal, token, `${path}doctorId=${doctorId}&`, `sortField=${field}`);
          const down = await pagesOf(portal, token, `${path}doctorId=${doctorId}&`, `sortField=${field}&sortOrder=desc`);
          const tied = (rows: readonly Row[]) => rows.filter((row) => row.insuranceContractNo === 'C-1').map((row) => row.recordID);
          expect(tied(up), field).toHaveLength(LAST_NAMES.length);
          expect(tied(up), field).toEqual([...tied(up)].sort((a, b) => a - b));
          expect(tied(down), field).toEqual([...tied(up)].reverse());
          expect(new Set(up.map((row) => row.recordID)).size, field).toBe(up.length);
        }
      });

      it('sorts by every column it offers, both ways', async () => {
        const portal = world.portal();
        await seeded(portal);
        const { token } = await signIn(portal, 'doctor');
        for (const field of PATIENT_SORT_FIELDS) {
          for (const order of ['asc', 'desc']) {
            const answer = await call(portal, 'GET', `/api/${path}pageNumber=1&pageSize=10&sortField=${field}&sortOrder=${order}`, { token });
            expect(answer.status, `${field} ${order}: ${JSON.stringify(answer.body)}`).toBe(200);
            expect((answer.body as Row[]).length).toBe(10);
          }
        }
      });

      it('refuses a column outside the list\'s sortable ones, or an unknown direction, with a 400 naming the field', async () => {
        const portal = world.portal();
        const { token } = await signIn(portal, 'doctor');
        const column = await call(portal, 'GET', `/api/${path}pageNumber=1&pageSize=10&sortField=password`, { token });
        expect(column.status).toBe(400);
        expect(errorsOf(column).join(' ')).toMatch(/^sortField: The sort field must be one of patientName, /);
        const direction = await call(portal, 'GET', `/api/${path}pageNumber=1&pageSize=10&sortField=rafTotal&sortOrder=sideways`, { token });
        expect(direction.status).toBe(400);
        expect(errorsOf(direction)).toEqual(['sortOrder: The sort order must be asc or desc']);
      });
    });
  }

  checkLogsAfterAll();
}, DEMO_SETUP, BOTH_ENGINES);
