import { describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { signUpBody } from './harness/bodies.js';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

async function doctorIdOf(portal: Portal, npi: string): Promise<number> {
  const doctor = (await portal.ports.doctors.findByNpi(npi))._unsafeUnwrap();
  if (doctor === null) throw new Error(`no doctor ${npi}`);
  return doctor.id;
}

describeApi('Doctors', (world) => {
  describe('POST Doctors (registration)', () => {
    it('registers a Doctor with no insurance, stores the policy acceptance and notifies the administrators live', async () => {
      const admin = await signIn(world.portal(), 'admin');
      const answer = await call(world.portal(), 'POST', '/api/Doctors', { body: signUpBody() });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ documentID: '1555444334' });
      const user = (await world.portal().ports.users.findByDocumentId('1555444334'))._unsafeUnwrap();
      expect(user).toMatchObject({ role: 'Doctor', insuranceId: null, userName: '1555444334', billingProgramIds: [1], serviceIds: [1, 3] });
      const notes = await call(world.portal(), 'GET', `/api/Notifications?userId=${String(admin.user.userId)}`, { token: admin.token });
      expect(notes.body).toEqual([expect.objectContaining({
        messageTitle: 'New User Registration', isPersistent: true, readFlag: false,
        messageBody: 'NPI: 1555444334, Name: Nora Newdoc, Email: nora.newdoc@clinic.example',
      })]);
      const doctor = await signIn(world.portal(), 'doctor');
      expect((await call(world.portal(), 'GET', `/api/Notifications?userId=${String(doctor.user.userId)}`, { token: doctor.token })).body).toEqual([]);
    });

    it('names the broken fields with their wire names and refuses an NPI already registered', async () => {
      const bad = await call(world.portal(), 'POST', '/api/Doctors', { body: signUpBody({ documentID: '1234567890', policyAcceptanceFlag: false, doctorAddresses: [] }) });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)).toEqual(expect.arrayContaining([
        expect.stringMatching(/^documentID: /), 'policyAcceptanceFlag: This field is required', 'doctorAddresses: This field is required',
      ]));
      expect((await call(world.portal(), 'POST', '/api/Doctors', { body: signUpBody({ documentID: '1234567893' }) })).status).toBe(409);
    });
  });

  describe('PUT Doctors/CompleteProfile', () => {
    it('lets a doctor complete their own profile (NPI stays) and refuses another user id', async () => {
      const doctor = await signIn(world.portal(), 'doctor');
      const body = signUpBody({ documentID: '1234567893', roleId: 5, insuranceID: 999, sexId: 'M', userId: doctor.user.userId, email2: null, mobile: '7875553456', ipaNumber: null, city: 'Ponce' });
      const answer = await call(world.portal(), 'PUT', '/api/Doctors/CompleteProfile', { token: doctor.token, body });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ documentID: '1234567893', rolName: 'Doctor', firstName: 'Nora', sex: 'M', mobile: '7875553456' });
      const other = await call(world.portal(), 'PUT', '/api/Doctors/CompleteProfile', { token: doctor.token, body: { ...body, userId: 1 } });
      expect(other.status).toBe(403);
      const bad = await call(world.portal(), 'PUT', '/api/Doctors/CompleteProfile', { token: doctor.token, body: { ...body, firstName: '' } });
      expect(errorsOf(bad)).toEqual(['firstName: This field is required']);
    });
  });

  describe('GET Doctors and DoctorsResolve', () => {
    it('lists doctors paged and searchable by NPI or name, with the resolve lookups', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const list = await call(world.portal(), 'GET', '/api/Doctors?pageNumber=1&pageSize=10&SearchQuery=ortiz', { token });
      expect(list.status).toBe(200);
      expect(JSON.parse(String(list.headers['x-pagination']))).toMatchObject({ totalCount: 1 });
      expect(list.body).toEqual([expect.objectContaining({ documentId: '1987654328', fullName: expect.stringContaining('Ortiz'), doctorStatus: true })]);
      const resolve = await call(world.portal(), 'GET', '/api/Doctors/DoctorsResolve', { token });
      expect(resolve.body).toMatchObject({ genders: [{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }], billingPrograms: expect.any(Array) });
    });
  });

  describe('a doctor\'s details', () => {
    it('gives addresses and program choices to the doctor, their staff and administrators, 403 to another doctor', async () => {
      const doctorId = await doctorIdOf(world.portal(), '1234567893');
      for (const userName of ['doctor', 'staff', 'admin']) {
        const { token } = await signIn(world.portal(), userName);
        const addresses = await call(world.portal(), 'GET', `/api/Doctors/GetDoctorAddresses?doctorId=${doctorId}`, { token });
        expect(addresses.status, userName).toBe(200);
        expect(addresses.body).toEqual([expect.objectContaining({ location_name: 'Main office', street: '100 Calle Luna', phone1: '7875550100' })]);
        const programs = await call(world.portal(), 'GET', '/api/Doctors/DoctorsProgramOrServices?documentId=1234567893', { token });
        expect(programs.status, userName).toBe(200);
        expect(programs.body).toEqual(expect.arrayContaining([expect.objectContaining({ porS_Identifier: 'Billing_Program', porS_Id: 1 })]));
      }
      const other = await signIn(world.portal(), 'doctor2');
      expect((await call(world.portal(), 'GET', `/api/Doctors/GetDoctorAddresses?doctorId=${doctorId}`, { token: other.token })).status).toBe(403);
      expect((await call(world.portal(), 'GET', '/api/Doctors/DoctorsProgramOrServices?documentId=1234567893', { token: other.token })).status).toBe(403);
      expect(errorsOf(await call(world.portal(), 'GET', '/api/Doctors/GetDoctorAddresses?doctorId=x', { token: other.token }))[0]).toMatch(/^doctorId: /);
    });

    it('GetStaffDoctors gives staff their doctor, administrators every active doctor and a doctor themself', async () => {
      const names = async (userName: string) => {
        const { token } = await signIn(world.portal(), userName);
        return ((await call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token })).body as { documentId: string }[]).map((d) => d.documentId).sort();
      };
      expect(await names('staff')).toEqual(['1234567893']);
      expect(await names('admin')).toEqual(['1234567893', '1987654328']);
      expect(await names('doctor2')).toEqual(['1987654328']);
    });
  });

  describe('changing doctors', () => {
    it('UpdateDoctorStatus deactivates a doctor (out of the pickers) and 404s an unknown NPI', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      expect((await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctorStatus?documentID=1987654328&statusValue=false', { token })).status).toBe(204);
      const pick = await call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token });
      expect((pick.body as { documentId: string }[]).map((d) => d.documentId)).toEqual(['1234567893']);
      expect((await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctorStatus', { token, body: { documentID: '1111111111', statusValue: true } })).status).toBe(404);
      expect(errorsOf(await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctorStatus?documentID=1987654328', { token }))).toEqual(['statusValue: This field is required']);
    });

    it('UpdateDoctor edits a doctor through the doctor\'s user form', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const body = {
        roleId: 5, documentID: '1987654328', mdlicensenumber: '777', firstName: 'Dana', lastName: 'Ortiz-Vega', speciality: 'Cardiology', sex: 'F',
        dob: '1970-02-02', phone: '7875554567', email1: 'dana@clinic.example', street: '9 Calle Rio', city: 'Caguas', state: 'PR', zip: '00725',
        rmtBillingProgram: '1', rmtRecordProgram: '1', rmtServices: '2',
        doctorAddresses: [{ phone1: '7875554567', email: 'dana@clinic.example', street: '9 Calle Rio', city: 'Caguas', state: 'PR', zip: '00725' }],
      };
      const answer = await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctor', { token, body });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ documentId: '1987654328', speciality: 'Cardiology', city: 'Caguas' });
      const bad = await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctor', { token, body: { ...body, doctorAddresses: [{ ...body.doctorAddresses[0], phone1: '12' }] } });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)[0]).toMatch(/^doctorAddresses\.0\.phone1: /);
      expect((await call(world.portal(), 'PUT', '/api/Doctors/UpdateDoctor', { token, body: { ...body, documentID: '1555444334' } })).status).toBe(404);
    });
  });
});

checkLogsAfterAll();
