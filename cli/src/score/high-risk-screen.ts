import { NO_PAYMENT_FACTS, screenCodeList, type HighRiskFlag, type PaymentSubject } from '@rafdesk/core';
import * as engine from '@rafdesk/core/raf';
import type { Beneficiary, BeneficiaryInput, RafResult } from '@rafdesk/core/raf';

/** The high-risk flags of one beneficiary's codes in a payment year (`rafdesk code`, `rafdesk score --explain`). */
/** The beneficiary is the options' or the one an explained result read (core's schema checks it again). */
export type CodeScreen = (beneficiary: BeneficiaryInput | RafResult['beneficiary'], codes: readonly string[], year: number) => HighRiskFlag[];

// With only an age, a birthday on June 1 gives that age on February 1 of the payment year, the day CMS takes it on.
const dateOfBirthOf = (who: Beneficiary, year: number): string => who.dob ?? `${year - (who.age ?? 0) - 1}-06-01`;

function subjectOf(who: Beneficiary, year: number): PaymentSubject {
  return {
    sex: who.sex, dateOfBirth: dateOfBirthOf(who, year), dualStatus: who.dual === 'non' ? 'none' : who.dual, institutional: who.institutional,
    newEnrollee: who.newEnrollee, originalReasonForEntitlement: who.orec, ...NO_PAYMENT_FACTS,
  };
}

/**
 * Core's screen of a list of codes (one visit on the last day of the service year, nothing else known), with the
 * engine this process already holds. Loaded only when flags are asked for: the main core entry costs start-up time
 * that a plain `rafdesk score` run does not pay.
 */
export const screenCodes: CodeScreen = (beneficiary, codes, year) => {
  const who = engine.BeneficiaryInputSchema.safeParse(beneficiary);
  if (!who.success) return [];
  return screenCodeList(engine, { patient: subjectOf(who.data, year), codes, paymentYear: year });
};
