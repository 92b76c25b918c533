import { z } from 'zod';
import { DoctorIdSchema, InsuranceAgreementIdSchema, InsuranceIdSchema } from '../domain/ids.js';
import { AgreementYearSchema, ExpensesSchema, PremiumSchema, ShareSchema, type InsuranceAgreement } from '../domain/insurance-agreement.js';
import { orNull, wireText } from './wire-values.js';

export const WireInsuranceAgreementSchema = z.object({
  insuranceAgreementID: InsuranceAgreementIdSchema, doctorID: DoctorIdSchema, doctor: wireText,
  insuranceID: InsuranceIdSchema, insuranceName: wireText, paymentYear: AgreementYearSchema,
  valueOfPremium: PremiumSchema, mrl: ShareSchema, surplusAgreement: ShareSchema, expensesOverall: ExpensesSchema, status: z.boolean(),
});
/** An agreement as Insurances/GetInsuranceAgreements sends it (field names follow the report columns). */
export type WireInsuranceAgreement = z.infer<typeof WireInsuranceAgreementSchema>;

export function toWireInsuranceAgreement(agreement: InsuranceAgreement): WireInsuranceAgreement {
  return {
    insuranceAgreementID: agreement.id, doctorID: agreement.doctorId, doctor: agreement.doctorName,
    insuranceID: agreement.insuranceId, insuranceName: agreement.insuranceName, paymentYear: agreement.paymentYear,
    valueOfPremium: agreement.premiumPerMember, mrl: agreement.medicalLossRatio, surplusAgreement: agreement.surplusShare,
    expensesOverall: agreement.expensesOverall, status: agreement.active,
  };
}

/** A checked wire agreement as the domain's (the endpoints' codecs decode with it). */
export function insuranceAgreementOfWire(w: z.output<typeof WireInsuranceAgreementSchema>): InsuranceAgreement {
  return {
    id: w.insuranceAgreementID, doctorId: w.doctorID, doctorName: orNull(w.doctor), insuranceId: w.insuranceID,
    insuranceName: orNull(w.insuranceName), paymentYear: w.paymentYear, premiumPerMember: w.valueOfPremium,
    medicalLossRatio: w.mrl, surplusShare: w.surplusAgreement, expensesOverall: w.expensesOverall, active: w.status,
  };
}
