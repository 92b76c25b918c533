import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../domain/role.js';
import { validatePatientForm } from '../../validation/patient-form.js';
import { validateUserForm } from '../../validation/user-form.js';
import { validateSignUpForm } from '../../validation/sign-up-form.js';
import { checkProgressNote } from '../../validation/smart-pn-rules.js';
import { can } from '../../access/can.js';
import { aPatient, aPatientInput, aUser, aUserInput, aSignUpForm, aProgressNote, anActor, aCurrentUser } from './index.js';

const lookups = { billingPrograms: [{ id: 1, name: 'Kareo' }], recordPrograms: [{ id: 1, name: 'eClinicalWorks' }], services: [{ id: 1, name: 'Codificación' }] };

describe('builders', () => {
  it('build forms that pass their own rules', () => {
    expect(validatePatientForm(aPatientInput(), { actorRole: 'Admin', emailRequired: true }).isOk()).toBe(true);
    for (const role of ROLE_NAMES) expect(validateUserForm({ ...aUserInput({ role }), emailConfirmation: 'luis.ruiz@example.com' }, { lookups, requireEmailConfirmation: true }).isOk()).toBe(true);
    expect(validateSignUpForm(aSignUpForm(), lookups).isOk()).toBe(true);
    expect(checkProgressNote(aProgressNote(), '2026-03-10').isOk()).toBe(true);
  });

  it('apply overrides and the role\'s defaults', () => {
    expect(aPatient({ diagnosisCount: 0 }).diagnosisCount).toBe(0);
    expect(aUser({ role: 'InsuranceStaff' })).toMatchObject({ role: 'InsuranceStaff', insuranceId: 1, addresses: [] });
    expect(aCurrentUser({ role: 'Admin' }).menus.map((m) => m.label)).toContain('Admin');
  });

  it('build actors that reach doctor 1\'s patients', () => {
    for (const role of ROLE_NAMES) expect(can(anActor(role), 'record.view', { doctorId: aPatient().doctorId, insuranceId: aPatientInput().insuranceId })).toBe(true);
  });
});
