import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/actor.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import { patientDoctor, patientListScope } from './patient-doctor.js';

const doctor = (id: number) => id as DoctorId;
const insurance = 7 as InsuranceId;
const doctors = (...ids: number[]) => ({ kind: 'doctors', doctorIds: ids });

describe('patientListScope', () => {
  it('keeps a doctor to their own patients and refuses another doctor\'s id', () => {
    const actor: Actor = { role: 'Doctor', doctorId: doctor(1) };
    expect(patientListScope(actor, null)._unsafeUnwrap()).toEqual({ doctors: doctors(1), insuranceId: null });
    expect(patientListScope(actor, doctor(1))._unsafeUnwrap()).toEqual({ doctors: doctors(1), insuranceId: null });
    expect(patientListScope(actor, doctor(2))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect(patientListScope({ role: 'Doctor', doctorId: null }, null).isErr()).toBe(true);
  });

  it('checks the doctor Staff send, takes their only doctor, and asks which one when they act for several', () => {
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3)] }, null)._unsafeUnwrap().doctors).toEqual(doctors(3));
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3), doctor(4)] }, doctor(4))._unsafeUnwrap().doctors).toEqual(doctors(4));
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3)] }, doctor(5))._unsafeUnwrapErr().kind).toBe('Forbidden');
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3), doctor(4)] }, null)._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'doctorId', message: 'This field is required' }] });
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [] }, null)._unsafeUnwrapErr().kind).toBe('Forbidden');
  });

  it('lists every doctor Training acts for when it names none (it has no doctor selection), and checks the one it names', () => {
    expect(patientListScope({ role: 'Training', actsForDoctorIds: [doctor(3), doctor(4)] }, null)._unsafeUnwrap().doctors).toEqual(doctors(3, 4));
    expect(patientListScope({ role: 'Training', actsForDoctorIds: [] }, null)._unsafeUnwrap().doctors).toEqual(doctors());
    expect(patientListScope({ role: 'Training', actsForDoctorIds: [doctor(3), doctor(4)] }, doctor(4))._unsafeUnwrap().doctors).toEqual(doctors(4));
    expect(patientListScope({ role: 'Training', actsForDoctorIds: [doctor(3)] }, doctor(5))._unsafeUnwrapErr().kind).toBe('Forbidden');
  });

  it('gives insurance staff their insurance over any doctor, administrators everything', () => {
    expect(patientListScope({ role: 'InsuranceStaff', insuranceId: insurance }, doctor(9))._unsafeUnwrap()).toEqual({ doctors: doctors(9), insuranceId: 7 });
    expect(patientListScope({ role: 'InsuranceStaff', insuranceId: null }, null).isErr()).toBe(true);
    expect(patientListScope({ role: 'Superuser' }, null)._unsafeUnwrap()).toEqual({ doctors: { kind: 'every' }, insuranceId: null });
  });
});

describe('patientDoctor', () => {
  it('needs an administrator to choose the doctor and never lets insurance staff write a patient', () => {
    expect(patientDoctor({ role: 'Admin' }, 'patients.create', null)._unsafeUnwrapErr().kind).toBe('ValidationFailed');
    expect(patientDoctor({ role: 'Admin' }, 'patients.create', doctor(2))._unsafeUnwrap()).toBe(2);
    expect(patientDoctor({ role: 'InsuranceStaff', insuranceId: insurance }, 'patients.create', doctor(2))._unsafeUnwrapErr().kind).toBe('Forbidden');
    expect(patientDoctor({ role: 'Doctor', doctorId: doctor(1) }, 'patients.create', null)._unsafeUnwrap()).toBe(1);
  });

  it('writes for the only doctor Training acts for, and asks which one when it acts for several', () => {
    expect(patientDoctor({ role: 'Training', actsForDoctorIds: [doctor(3)] }, 'patients.create', null)._unsafeUnwrap()).toBe(3);
    expect(patientDoctor({ role: 'Training', actsForDoctorIds: [doctor(3), doctor(4)] }, 'patients.create', null)._unsafeUnwrapErr().kind).toBe('ValidationFailed');
  });
});
