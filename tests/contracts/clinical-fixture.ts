import type { DoctorId, InsuranceId, PlanId, Repositories } from '@rafdesk/core';
import { aDoctorInput } from './practice-repositories.contract.js';
import { at, unique } from './builders.js';

/** A doctor, an insurance and a plan to hang patients on, made through the repositories themselves. */
export async function aPractice(repositories: Pick<Repositories, 'doctors' | 'insurances'>, names: { lastName?: string; insurance?: string } = {}) {
  const doctor = (await repositories.doctors.create(aDoctorInput({ lastName: names.lastName ?? `Practice${unique()}` }), at()))._unsafeUnwrap();
  const insurance = (await repositories.insurances.create(names.insurance ?? `Insurer ${unique()}`, at()))._unsafeUnwrap();
  const plan = (await repositories.insurances.createPlan(`Plan ${unique()}`, insurance.id, at()))._unsafeUnwrap();
  return { doctorId: doctor.id as DoctorId, insuranceId: insurance.id as InsuranceId, planId: plan.id as PlanId, doctor, insurance, plan };
}
