import { describe, expect, it } from 'vitest';
import { isNpi, validatePatientForm, validateUserForm } from '@rafdesk/core';
import { planDemoPractice } from './demo-plan.js';
import { smartPnQuestionnaire, smartPnCptCodes } from '../seed/smart-pn-questionnaire.js';

const plan = planDemoPractice({ today: '2026-11-22', patientCount: 300 });

describe('planDemoPractice', () => {
  it('is the same on every run', () => {
    expect(planDemoPractice({ today: '2026-11-22', patientCount: 300 })).toEqual(plan);
  });

  it('has one account per demo user name, staff acting for doctor', () => {
    expect(plan.accounts.map((a) => `${a.userName}:${a.role}`)).toEqual([
      'admin:Admin', 'superuser:Superuser', 'staff:Staff', 'training:Training', 'insurance:InsuranceStaff', 'doctor:Doctor', 'doctor2:Doctor',
    ]);
    expect(plan.accounts.find((a) => a.userName === 'staff')?.actsFor).toEqual(['doctor']);
    for (const doctor of plan.accounts.filter((a) => a.role === 'Doctor')) expect(isNpi(doctor.documentId)).toBe(true);
  });

  it('gives every account a form that passes the user form rules', () => {
    for (const account of plan.accounts) {
      const result = validateUserForm({
        role: account.role, documentId: account.documentId, firstName: account.firstName, lastName: account.lastName,
        speciality: account.speciality, sex: account.sex, dateOfBirth: account.dateOfBirth, phone: account.phone, email: `${account.userName}@rafdesk.example`,
        street: account.address.street, city: account.address.city, state: account.address.state, zip: account.address.zip,
        mdLicenseNumber: account.role === 'Doctor' ? 'MD123456' : null, insuranceId: account.insuranceIndex === null ? null : 1, ipaNumber: account.ipaNumber,
        billingProgramIds: [1], recordProgramIds: [1], serviceIds: [1],
        addresses: [{ id: null, locationName: null, ...account.address, phone: account.phone, phone2: null, email: 'office@rafdesk.example', emailConfirmation: 'office@rafdesk.example' }],
      }, { lookups: null, requireEmailConfirmation: false });
      expect(result.isOk() ? [] : result.error.issues).toEqual([]);
    }
  });

  it('gives a big practice one doctor per 1,500 patients, with valid NPIs and unique document ids per doctor', () => {
    const big = planDemoPractice({ today: '2026-11-22', patientCount: 30_000 });
    const doctors = big.accounts.filter((a) => a.role === 'Doctor');
    expect(doctors.map((d) => d.userName)).toEqual(['doctor', 'doctor2', ...Array.from({ length: 18 }, (_, index) => `doctor${index + 3}`)]);
    for (const doctor of doctors) expect(isNpi(doctor.documentId)).toBe(true);
    expect(new Set(doctors.map((d) => d.documentId)).size).toBe(20);
    const panels = new Map<string, Set<string>>();
    for (const patient of big.patients) panels.set(patient.doctorUserName, (panels.get(patient.doctorUserName) ?? new Set()).add(patient.documentId));
    expect([...panels.values()].map((panel) => panel.size)).toEqual(Array.from({ length: 20 }, () => 1500));
    expect(planDemoPractice({ today: '2026-11-22', patientCount: 300 }).accounts).toHaveLength(7);
  });

  it('splits the patients 60/40 between the two doctors and every one passes the patient form rules', () => {
    expect(plan.patients.filter((p) => p.doctorUserName === 'doctor')).toHaveLength(180);
    expect(plan.patients.filter((p) => p.doctorUserName === 'doctor2')).toHaveLength(120);
    for (const patient of plan.patients) {
      const result = validatePatientForm({
        documentId: patient.documentId, firstName: patient.firstName, lastName: patient.lastName, sex: patient.sex,
        dateOfBirth: patient.dateOfBirth, insuranceId: 1, planId: 1, insuranceContractNumber: patient.contractNumber,
        doctorRecordId: patient.doctorRecordId, phone: patient.phone, email: patient.email, street: patient.address.street,
        city: patient.address.city, state: patient.address.state, zip: patient.address.zip,
      }, { actorRole: 'Doctor' });
      expect(result.isOk() ? [] : result.error.issues).toEqual([]);
    }
  });

  it('has patients with nothing coded, coded but unbilled, and billed in each semester', () => {
    expect(plan.patients.some((p) => p.diagnoses.length === 0)).toBe(true);
    const all = plan.patients.flatMap((p) => p.diagnoses);
    expect(all.some((d) => d.billedFirstSemester)).toBe(true);
    expect(all.some((d) => d.billedSecondSemester)).toBe(true);
    expect(all.some((d) => !d.active && !d.billedFirstSemester && !d.billedSecondSemester)).toBe(true);
    expect(all.every((d) => d.serviceDate <= '2026-11-22')).toBe(true);
  });
});

describe('smartPnQuestionnaire', () => {
  const options = smartPnQuestionnaire();

  it('has diagnoses from the sources CMS excludes from PY2027 (audio-only, unlinked chart review), and most face to face', () => {
    const sources = plan.patients.flatMap((patient) => patient.diagnoses.map((diagnosis) => diagnosis.source ?? 'face-to-face'));
    const count = (source: string) => sources.filter((one) => one === source).length;
    expect(count('audio-only')).toBeGreaterThanOrEqual(20);
    expect(count('chart-review-unlinked')).toBeGreaterThanOrEqual(20);
    expect(count('face-to-face')).toBeGreaterThan(sources.length * 0.8);
  });

  it('has unique option ids and asks every group the specification names', () => {
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    const groups = new Set(options.map((o) => o.groupDescription));
    for (const name of ['Chief Complaint', 'Onset', 'Pain', 'Pain Quality', 'Radiation', 'Allergies', 'Home Medication', 'OB-GYN History', 'Genitalia / Male', 'Pressure Ulcer', 'Throat']) {
      expect(groups.has(name)).toBe(true);
    }
  });

  it('hides the OB-GYN groups from male patients and male genitalia from female ones', () => {
    const group = (title: string) => options.filter((o) => o.groupDescription === title);
    expect(group('OB-GYN History').every((o) => o.maleOrder === null && o.femaleOrder !== null)).toBe(true);
    expect(group('Genitalia / Male').every((o) => o.femaleOrder === null && o.maleOrder !== null)).toBe(true);
  });

  it('offers CPT id 660 as other', () => {
    expect(smartPnCptCodes().find((c) => c.id === 660)?.code).toBe('Other');
  });
});
