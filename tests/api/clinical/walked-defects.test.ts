import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { doctorIdOf, insurances, insuranceStaffInsuranceId, must, seedPatient } from './clinical-fixtures.js';

// Defects found walking the built screens, each checked against the real server.

interface WirePlan { planID: number; planName: string; insuranceID: number | null }

describeApi('Walked defects', (world) => {
  describe('the patient form\'s plans', () => {
    it('PatientsResolve names each plan\'s insurance, so the form can offer only the chosen insurance\'s plans; a plan of another insurance is refused on planID', async () => {
      const { token } = await signIn(world.portal(), 'doctor');
      const resolve = await call(world.portal(), 'GET', '/api/Patients/PatientsResolve', { token });
      const plans = (resolve.body as { plans: WirePlan[] }).plans;
      const [first, second] = await insurances(world.portal());
      const offered = (insuranceId: number) => plans.filter((plan) => plan.insuranceID === null || plan.insuranceID === insuranceId).map((plan) => plan.planID).sort();
      expect(offered(first!.id)).toEqual(first!.plans.map((plan) => plan.id).sort());
      expect(offered(second!.id)).toEqual(second!.plans.map((plan) => plan.id).sort());
      const foreign = second!.plans.find((plan) => !first!.plans.some((own) => own.id === plan.id));
      expect(foreign).toBeDefined();
      const refused = await call(world.portal(), 'POST', '/api/Patients', { token, body: {
        documentID: '1EG4TE5MK99', firstName: 'Ana', lastName: 'Lopez', sexId: 'F', dob: '1948-11-02', insuranceID: first!.id, planID: foreign!.id,
        insuranceContractNo: 'H1234-001', drRecordID: null, phone: '(787) 555-0142', mobile: null, email1: null, street: '7 Calle Luna', city: 'Ponce',
        state: 'PR', zip: '00716', doctorID: null, email2: null,
      } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused)).toEqual(['planID: The Insurance Plan field must be one of the offered options']);
    });
  });

  describe('Complete Profile', () => {
    it('finds the signed-in doctor\'s profile by their user name (not an NPI) and still refuses another doctor\'s by name', async () => {
      const { token } = await signIn(world.portal(), 'doctor');
      const own = await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=doctor', { token });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ userName: 'doctor', documentID: '1234567893' });
      expect((await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=doctor2', { token })).status).toBe(404);
    });
  });

  describe('the doctor selector of insurance staff', () => {
    it('gives insurance staff the active doctors with patients of their insurance, and nothing of another insurance\'s doctors', async () => {
      const portal = world.portal();
      const theirs = await insuranceStaffInsuranceId(portal);
      const other = (await insurances(portal)).find((insurance) => insurance.id !== theirs)!;
      const doctorId = await doctorIdOf(portal, 'doctor');
      const doctor2Id = await doctorIdOf(portal, 'doctor2');
      await seedPatient(portal, { doctorId, documentId: '40000000011', lastName: 'Insured', insuranceId: theirs });
      await seedPatient(portal, { doctorId: doctor2Id, documentId: '40000000012', lastName: 'Elsewhere', insuranceId: other.id });
      const { token } = await signIn(portal, 'insurance');
      const picked = await call(portal, 'GET', '/api/Doctors/GetStaffDoctors', { token });
      expect(picked.status).toBe(200);
      const pickedNpis = (picked.body as { documentId: string }[]).map((doctor) => doctor.documentId).sort();
      // The same doctors the insurance staff's own patient list shows.
      const rows = await call(portal, 'GET', '/api/Patients/GetPatientListAll', { token });
      const listedNpis = [...new Set((rows.body as { npi: string }[]).map((row) => row.npi))].sort();
      expect(pickedNpis).toEqual(listedNpis);
      expect(pickedNpis).toContain('1234567893');
      expect(pickedNpis).not.toContain((await must(portal.ports.doctors.findById(doctor2Id)))!.npi);
    });
  });

  checkLogsAfterAll();
});
