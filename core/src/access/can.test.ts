import { describe, expect, it } from 'vitest';
import { DoctorIdSchema, InsuranceIdSchema } from '../domain/ids.js';
import { can, refusal } from './can.js';
import { insuranceScope, reachesPatient } from './data-scope.js';
import { doctorScope, doctorsInReach } from './doctor-scope.js';
import { isCalculatorInternalRole, isMagRole, isReadOnlyRole } from './role-groups.js';

const doctor7 = DoctorIdSchema.parse(7);
const doctor8 = DoctorIdSchema.parse(8);
const insurance3 = InsuranceIdSchema.parse(3);
const insurance4 = InsuranceIdSchema.parse(4);
const patientOf7 = { doctorId: doctor7, insuranceId: insurance3, patientActive: true };
const patientOf8 = { doctorId: doctor8, insuranceId: insurance4, patientActive: true };

describe('role groups', () => {
  it('count Superuser, Staff and Admin as MAG roles, Training as internal only in the calculator, InsuranceStaff as read-only', () => {
    expect(['Superuser', 'Staff', 'Admin', 'Training', 'Doctor', 'InsuranceStaff'].map((r) => isMagRole(r as never))).toEqual([true, true, true, false, false, false]);
    expect(isCalculatorInternalRole('Training')).toBe(true);
    expect(isCalculatorInternalRole('Doctor')).toBe(false);
    expect([isReadOnlyRole('InsuranceStaff'), isReadOnlyRole('Doctor')]).toEqual([true, false]);
  });
});

describe('data scope', () => {
  it('lets a doctor reach only their own patients', () => {
    const actor = { role: 'Doctor' as const, doctorId: doctor7 };
    expect(can(actor, 'record.view', patientOf7)).toBe(true);
    expect(can(actor, 'record.view', patientOf8)).toBe(false);
    expect(doctorsInReach(actor, 'patients.view').scope).toEqual({ kind: 'doctors', doctorIds: [doctor7] });
  });

  it('lets staff reach only the patients of the doctors they act for', () => {
    const actor = { role: 'Staff' as const, actsForDoctorIds: [doctor8] };
    expect(can(actor, 'record.autoBilling', patientOf8)).toBe(true);
    expect(can(actor, 'record.autoBilling', patientOf7)).toBe(false);
    expect(reachesPatient({ role: 'Staff' }, 'patients.view', patientOf8)).toBe(false);
  });

  it('lets insurance staff read only patients of their insurance and change nothing', () => {
    const actor = { role: 'InsuranceStaff' as const, insuranceId: insurance3 };
    expect(can(actor, 'record.view', patientOf7)).toBe(true);
    expect(can(actor, 'record.view', patientOf8)).toBe(false);
    expect(can(actor, 'record.toggleBilling', patientOf7)).toBe(false);
    expect(can(actor, 'patients.changeStatus', patientOf7)).toBe(false);
  });

  it('lets administrators reach every patient', () => {
    expect(can({ role: 'Admin' }, 'record.deleteAllDiagnostics', patientOf8)).toBe(true);
    expect(doctorsInReach({ role: 'Superuser' }, 'patients.view').scope).toEqual({ kind: 'every' });
    expect(insuranceScope({ role: 'Superuser' })).toEqual({ kind: 'all' });
  });

  it('reaches nothing when the link to a doctor or insurance is missing', () => {
    expect(doctorScope({ role: 'Doctor' }, 'patients.view', null)._unsafeUnwrapErr()).toBe('forbidden');
    expect(reachesPatient({ role: 'Doctor' }, 'patients.view', patientOf7)).toBe(false);
    expect(insuranceScope({ role: 'InsuranceStaff', insuranceId: null })).toEqual({ kind: 'none' });
    expect(reachesPatient({ role: 'InsuranceStaff', insuranceId: null }, 'patients.view', patientOf7)).toBe(false);
  });

  it('refuses changes to an inactive patient\'s diagnostics but still shows the record', () => {
    const inactive = { ...patientOf7, patientActive: false };
    expect(can({ role: 'Admin' }, 'record.toggleBilling', inactive)).toBe(false);
    expect(can({ role: 'Admin' }, 'record.autoBilling', inactive)).toBe(false);
    expect(can({ role: 'Admin' }, 'record.view', inactive)).toBe(true);
  });

  it('shows a video only to the roles chosen on it, and every video to administrators', () => {
    const video = { visibleToRoles: ['Doctor'] as const };
    expect(can({ role: 'Doctor' }, 'gallery.view', video)).toBe(true);
    expect(can({ role: 'Staff' }, 'gallery.view', video)).toBe(false);
    expect(can({ role: 'Superuser' }, 'gallery.view', { visibleToRoles: [] })).toBe(true);
  });
});

describe('the refusal', () => {
  it('says why: the role, the scope before the patient\'s status, then an inactive patient', () => {
    const doctor = { role: 'Doctor' as const, doctorId: doctor7 };
    expect(refusal({ role: 'InsuranceStaff', insuranceId: insurance3 }, 'record.toggleBilling', patientOf7)).toBe('role');
    expect(refusal(doctor, 'record.addDiagnostics', { ...patientOf8, patientActive: false })).toBe('scope');
    expect(refusal(doctor, 'record.addDiagnostics', { ...patientOf7, patientActive: false })).toBe('inactivePatient');
    expect(refusal(doctor, 'record.addDiagnostics', patientOf7)).toBeNull();
    expect(refusal({ role: 'Staff' }, 'gallery.view', { visibleToRoles: ['Doctor'] })).toBe('scope');
  });
});
