import { describe, expect, it } from 'vitest';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorId, InsuranceId, PlanId } from '../../domain/ids.js';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { RosterLine } from '../../coding/roster-table.js';
import { checkRosterLine, markRepeats, type RosterContext } from './roster-rows.js';

const insurance: Insurance = { id: 4 as InsuranceId, name: 'Caribe Health Plan', active: true, createdAt: '2026-01-01T00:00:00.000Z' };
const plan: Plan = { id: 8 as PlanId, name: 'Caribe Gold', insuranceId: insurance.id };
const doctor = { id: 2 as DoctorId, npi: '1234567893' } as Doctor;

function context(overrides: Partial<RosterContext> = {}): RosterContext {
  return {
    actor: { role: 'Admin' }, role: 'Admin', fileDoctorId: null, insurances: [insurance], plansByInsurance: new Map([[4, [plan]]]),
    doctorsByNpi: new Map([['1234567893', doctor], ['1111111111', null]]), ...overrides,
  };
}

const values = {
  documentId: '1EG4TE5MK01', firstName: 'Luis', lastName: 'Perez', sex: 'male', dateOfBirth: '3/7/1945', insurance: 'caribe health plan',
  plan: 'Caribe Gold', phone: '7875550111', street: '1 Calle A', city: 'Ponce', state: 'PR', zip: '00716', doctorNpi: '1234567893',
};
const line = (overrides: Partial<typeof values> = {}, number = 2): RosterLine => ({ line: number, values: { ...values, ...overrides } });

describe('checkRosterLine', () => {
  it('resolves insurance and plan by name (any case), the doctor by NPI, and reads the form\'s values', () => {
    const checked = checkRosterLine(context(), line());
    expect(checked.errors).toBeUndefined();
    expect(checked.patient).toMatchObject({ doctorId: 2, insuranceId: 4, planId: 8, sex: 'M', dateOfBirth: '1945-03-07', insuranceName: 'Caribe Health Plan' });
  });

  it('reports each column\'s first broken rule, by the roster\'s column names', () => {
    const checked = checkRosterLine(context(), line({ doctorNpi: '1111111111', plan: 'Silver', documentId: 'SHORT', sex: 'X' }));
    expect(checked.errors).toEqual([
      'NPI: No doctor has the NPI 1111111111',
      'Insurance Plan: The Insurance Plan field must be one of the offered options',
      'Document ID: The Document ID field must be exactly 11 characters',
      'Gender: The Gender field must be one of the offered options',
    ]);
  });

  it('refuses a doctor the caller does not work for, and takes the file\'s doctor when one is named', () => {
    const staff = context({ actor: { role: 'Staff', actsForDoctorIds: [5 as DoctorId] }, role: 'Staff' });
    expect(checkRosterLine(staff, line()).errors).toEqual(['NPI: You do not work for this doctor']);
    const withDoctor = context({ fileDoctorId: 5 as DoctorId, role: 'Staff' });
    expect(checkRosterLine(withDoctor, line({ doctorNpi: '' })).patient?.doctorId).toBe(5);
  });
});

describe('markRepeats', () => {
  it('rejects a line naming the same patient (doctor and document id) as an earlier line', () => {
    const lines = [line({}, 2), line({ firstName: 'Other' }, 3), line({ documentId: '1EG4TE5MK02' }, 4)].map((item) => checkRosterLine(context(), item));
    expect(markRepeats(lines).map((checked) => checked.errors ?? 'ok')).toEqual(['ok', ['Document ID: The same patient is on line 2'], 'ok']);
  });
});
