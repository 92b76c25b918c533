import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/actor.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import { patientDoctor, patientListScope } from './patient-doctor.js';

const doctor = (id: number) => id as DoctorId;
const insurance = 7 as InsuranceId;

describe('patientListScope', () => {
  it('keeps a doctor to their own patients and refuses another doctor\'s id', () => {
    const actor: Actor = { role: 'Doctor', doctorId: doctor(1) };
    expect(patientListScope(actor, null)._unsafeUnwrap()).toEqual({ doctorId: 1, insuranceId: null });
    expect(patientListScope(actor, doctor(1))._unsafeUnwrap()).toEqual({ doctorId: 1, insuranceId: null });
    expect(patientListScope(actor, doctor(2))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect(patientListScope({ role: 'Doctor', doctorId: null }, null).isErr()).toBe(true);
  });

  it('checks the doctor Staff send, takes their only doctor, and asks which one when they act for several', () => {
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3)] }, null)._unsafeUnwrap().doctorId).toBe(3);
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3), doctor(4)] }, doctor(4))._unsafeUnwrap().doctorId).toBe(4);
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [doctor(3)] }, doctor(5))._unsafeUnwrapErr().kind).toBe('Forbidden');
    expect(patientListScope({ role: 'Training', actsForDoctorIds: [doctor(3), doctor(4)] }, null)._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'doctorId', message: 'This field is required' }] });
    expect(patientListScope({ role: 'Staff', actsForDoctorIds: [] }, null)._unsafeUnwrapErr().kind).toBe('Forbidden');
  });

  it('gives insurance staff their insurance over any doctor, administrators everything', () => {
    expect(patientListScope({ role: 'InsuranceStaff', insuranceId: insurance }, doctor(9))._unsafeUnwrap()).toEqual({ doctorId: 9, insuranceId: 7 });
    expect(patientListScope({ role: 'InsuranceStaff', insuranceId: null }, null).isErr()).toBe(true);
    expect(patientListScope({ role: 'Superuser' }, null)._unsafeUnwrap()).toEqual({ doctorId: null, insuranceId: null });
  });
});

describe('patientDoctor', () => {
  it('needs an administrator to choose the doctor and never lets insurance staff write a patient', () => {
    expect(patientDoctor({ role: 'Admin' }, null)._unsafeUnwrapErr().kind).toBe('ValidationFailed');
    expect(patientDoctor({ role: 'Admin' }, doctor(2))._unsafeUnwrap()).toBe(2);
    expect(patientDoctor({ role: 'InsuranceStaff', insuranceId: insurance }, doctor(2))._unsafeUnwrapErr().kind).toBe('Forbidden');
    expect(patientDoctor({ role: 'Doctor', doctorId: doctor(1) }, null)._unsafeUnwrap()).toBe(1);
  });
});
