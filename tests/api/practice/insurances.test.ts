import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { DOCTOR2_NPI, DOCTOR_NPI, doctorIdOf, must } from './practice-fixtures.js';

interface WireInsurance { insuranceID: number; insuranceName: string; insuranceStatus: boolean; creationDate: string }

describePractice('Insurances and agreements', (world) => {
  describe('insurances', () => {
    it('lists, adds, renames and deactivates insurances (administrators)', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const list = await call(portal, 'GET', '/api/Insurances/GetAll?pageNumber=1&pageSize=10&getCanceled=false', { token });
      expect(list.status).toBe(200);
      expect((list.body as WireInsurance[]).map((i) => i.insuranceName)).toEqual(['Boricua Senior Care', 'Caribe Health Plan', 'Isla Medicare Advantage']);
      expect(JSON.parse(String(list.headers['x-pagination']))).toEqual({ totalCount: 3, pageSize: 10, currentPage: 1 });

      const created = await call(portal, 'POST', '/api/Insurances', { token, body: { insuranceName: '  Vida Plus ' } });
      expect(created.status).toBe(201);
      const vida = created.body as WireInsurance;
      expect(vida).toMatchObject({ insuranceName: 'Vida Plus', insuranceStatus: true, creationDate: '2026-03-02T12:00:00.000Z' });
      expect((await call(portal, 'POST', '/api/Insurances', { token, body: { insuranceName: 'VIDA PLUS' } })).status).toBe(409);
      expect(errorsOf(await call(portal, 'POST', '/api/Insurances', { token, body: { insuranceName: '' } }))).toEqual(['insuranceName: This field is required']);

      const renamed = await call(portal, 'PUT', '/api/Insurances/UpdateInsurance', { token, body: { insuranceID: vida.insuranceID, insuranceName: 'Vida Plus Gold' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ insuranceID: vida.insuranceID, insuranceName: 'Vida Plus Gold' });
      expect((await call(portal, 'PUT', '/api/Insurances/UpdateInsurance', { token, body: { insuranceID: 99_999, insuranceName: 'Nobody' } })).status).toBe(404);
      expect(errorsOf(await call(portal, 'PUT', '/api/Insurances/UpdateInsurance', { token, body: { insuranceID: vida.insuranceID } }))).toEqual(['insuranceName: This field is required']);

      expect((await call(portal, 'PUT', `/api/Insurances/UpdateInsuranceStatus?insuranceID=${vida.insuranceID}&statusValue=false`, { token })).status).toBe(204);
      expect(errorsOf(await call(portal, 'PUT', `/api/Insurances/UpdateInsuranceStatus?insuranceID=${vida.insuranceID}`, { token }))).toEqual(['statusValue: This field is required']);
      const active = await call(portal, 'GET', '/api/Insurances/GetAll', { token });
      expect((active.body as WireInsurance[]).map((i) => i.insuranceName)).not.toContain('Vida Plus Gold');
      const all = await call(portal, 'GET', '/api/Insurances/GetAll?getCanceled=true', { token });
      expect(all.body).toContainEqual(expect.objectContaining({ insuranceName: 'Vida Plus Gold', insuranceStatus: false }));
      expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetAll?getCanceled=maybe', { token }))).toEqual([expect.stringMatching(/^getCanceled: /)]);
    });

    it('sorts the whole list by Name or Date Added either way, and names the field of a bad sort', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      expect((await call(portal, 'POST', '/api/Insurances', { token, body: { insuranceName: 'Aguada Health' } })).status).toBe(201);
      const names = async (query: string) => ((await call(portal, 'GET', `/api/Insurances/GetAll?pageNumber=1&pageSize=10&getCanceled=true&${query}`, { token })).body as WireInsurance[])
        .map((insurance) => insurance.insuranceName);
      const byName = await names('sortField=insuranceName&sortOrder=asc');
      expect(byName[0]).toBe('Aguada Health');
      expect(await names('sortField=insuranceName&sortOrder=desc')).toEqual([...byName].reverse());
      const newestFirst = await names('sortField=creationDate&sortOrder=desc');
      expect(newestFirst[0]).toBe('Aguada Health');
      expect((await names('sortField=creationDate&sortOrder=asc')).at(-1)).toBe('Aguada Health');
      expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetAll?sortField=status', { token }))).toEqual(['sortField: The sort field must be one of insuranceName, creationDate']);
      expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetAll?sortField=insuranceName&sortOrder=up', { token }))).toEqual(['sortOrder: The sort order must be asc or desc']);
    });

    it('gives every signed-in role the unpaged list of active insurances for the filters', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'insurance');
      const answer = await call(portal, 'GET', '/api/Insurances/GetInsuranceList', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(3);
      expect(answer.headers['x-pagination']).toBeUndefined();
    });

    it('lets a Superuser manage insurances too', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'superuser');
      expect((await call(portal, 'POST', '/api/Insurances', { token, body: { insuranceName: 'Salud Total' } })).status).toBe(201);
    });
  });

  describe('agreements', () => {
    const agreement = (doctorID: number, insuranceID: number, overrides: Record<string, unknown> = {}) => ({
      doctorID, insuranceID, paymentYear: 2026, valueOfPremium: 900, mrl: 0.85, surplusAgreement: 0.5, expensesOverall: 12_000, status: true, ...overrides,
    });

    it('creates, lists, searches and updates the agreements of doctors with insurances', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'admin');
      const doctor = await doctorIdOf(portal, DOCTOR_NPI);
      const doctor2 = await doctorIdOf(portal, DOCTOR2_NPI);
      const resolve = await call(portal, 'GET', '/api/Insurances/InsuranceAgreementResolve', { token });
      expect(resolve.status).toBe(200);
      const insurances = (resolve.body as { insurances: WireInsurance[]; doctors: { documentId?: string }[] }).insurances;
      expect(insurances).toHaveLength(3);
      expect((resolve.body as { doctors: unknown[] }).doctors).toHaveLength(2);
      const caribe = insurances.find((i) => i.insuranceName === 'Caribe Health Plan')!.insuranceID;

      const created = await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(doctor, caribe) });
      expect(created.status).toBe(201);
      const id = (created.body as { insuranceAgreementID: number }).insuranceAgreementID;
      expect(created.body).toMatchObject({ doctorID: doctor, doctor: 'Diego Rivera', insuranceName: 'Caribe Health Plan', valueOfPremium: 900, mrl: 0.85, status: true });
      expect((await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(doctor, caribe) })).status).toBe(409);
      expect((await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(doctor2, caribe, { paymentYear: 2025 }) })).status).toBe(201);
      expect((await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(99_999, caribe) })).status).toBe(404);
      expect(errorsOf(await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(doctor2, caribe, { mrl: 1.5 }) })))
        .toEqual([expect.stringMatching(/^mrl: /)]);
      expect(errorsOf(await call(portal, 'POST', '/api/Insurances/CreateInsuranceAgreement', { token, body: agreement(doctor2, caribe, { valueOfPremium: -1 }) })))
        .toEqual(['valueOfPremium: The premium value may not be negative']);

      const list = await call(portal, 'GET', '/api/Insurances/GetInsuranceAgreements?pageNumber=1&pageSize=10', { token });
      expect((list.body as { paymentYear: number }[]).map((a) => a.paymentYear)).toEqual([2026, 2025]);
      expect((await call(portal, 'GET', '/api/Insurances/GetInsuranceAgreements?SearchQuery=ortiz', { token })).body).toEqual([expect.objectContaining({ doctorID: doctor2 })]);
      expect((await call(portal, 'GET', `/api/Insurances/GetInsuranceAgreements?doctorId=${doctor}`, { token })).body).toEqual([expect.objectContaining({ insuranceAgreementID: id })]);
      expect(errorsOf(await call(portal, 'GET', '/api/Insurances/GetInsuranceAgreements?doctorId=abc', { token }))).toEqual([expect.stringMatching(/^doctorId: /)]);

      const updated = await call(portal, 'PUT', '/api/Insurances/UpdateInsuranceAgreement', { token, body: { ...agreement(doctor, caribe, { valueOfPremium: 950 }), insuranceAgreementID: id } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ insuranceAgreementID: id, valueOfPremium: 950 });
      expect(errorsOf(await call(portal, 'PUT', '/api/Insurances/UpdateInsuranceAgreement', { token, body: agreement(doctor, caribe) }))).toEqual(['insuranceAgreementID: This field is required']);
      expect((await call(portal, 'PUT', '/api/Insurances/UpdateInsuranceAgreement', { token, body: { ...agreement(doctor, caribe), insuranceAgreementID: id + 100 } })).status).toBe(404);
      const stored = await must(portal.ports.insurances.findAgreement(id as never));
      expect(stored?.premiumPerMember).toBe(950);
    });
  });
});

checkLogsAfterAll();
