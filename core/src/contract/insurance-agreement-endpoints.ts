import { z } from 'zod';
import type { DoctorId, InsuranceAgreementId, InsuranceId } from '../domain/ids.js';
import { AgreementYearSchema, ExpensesSchema, PremiumSchema, ShareSchema, type InsuranceAgreementInput } from '../domain/insurance-agreement.js';
import { AGREEMENT_SORT_FIELDS, type AgreementSortField, type ListSort } from '../ports/repositories/list-sort.js';
import type { PageWindow } from '../ports/repositories/page.js';
import type { AgreementsResolve } from '../usecases/insurances/agreements.js';
import { WireDoctorSchema, doctorOfWire, toWireDoctor } from '../wire/doctor-wire.js';
import { WireInsuranceAgreementSchema, insuranceAgreementOfWire, toWireInsuranceAgreement } from '../wire/insurance-agreement-wire.js';
import { WireInsuranceSchema, insuranceOfWire, toWireInsurance } from '../wire/insurance-wire.js';
import { flagField, idField, searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { noInput } from './no-input.js';
import { optionalDoctorIdField } from './request-fields.js';

// The agreements of doctors with insurances (the inputs of the insurance reports): the list, the form's choices, create and update.

// The numbers are the domain's, bounded to what their columns hold.
const AgreementBodySchema = z.object({
  insuranceAgreementID: idField.nullish(), doctorID: idField, insuranceID: idField, paymentYear: AgreementYearSchema,
  valueOfPremium: PremiumSchema, mrl: ShareSchema, surplusAgreement: ShareSchema, expensesOverall: ExpensesSchema, status: flagField.optional(),
});

const AgreementsResolveSchema = z.object({ doctors: z.array(WireDoctorSchema), insurances: z.array(WireInsuranceSchema) });

/** Which agreements a page lists: a search of doctor name, NPI or insurance name, and one doctor's only when given. */
export interface AgreementListQuery {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  readonly doctorId: DoctorId | null;
  /** One of the list's columns, over the whole list; its own order when null. */
  readonly sort?: ListSort<AgreementSortField> | null;
}

export const listAgreementsEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetInsuranceAgreements', summary: `Agreements of doctors with insurances, newest payment year first (one doctor's with doctorId), or by sortField (${AGREEMENT_SORT_FIELDS.join(', ')}) and sortOrder`,
  access: { permission: 'insurances.manage' }, paged: {}, query: z.object({ SearchQuery: searchField, doctorId: optionalDoctorIdField, ...sortFields(AGREEMENT_SORT_FIELDS) }), response: WireInsuranceAgreementSchema,
}), {
  // A blank search or doctor is left out of the query string.
  encodeInput: (query: AgreementListQuery) => ({
    query: {
      ...query.window, SearchQuery: query.searchQuery ?? undefined, doctorId: query.doctorId ?? undefined, sortField: query.sort?.field, sortOrder: query.sort?.direction,
    },
  }),
  decodeInput: ({ query, page }): AgreementListQuery => ({ window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, sort: sortOf(query) }),
  encodeOutput: toWireInsuranceAgreement,
  decodeOutput: insuranceAgreementOfWire,
});

export const agreementsResolveEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/InsuranceAgreementResolve', summary: 'What the agreement form picks from: active doctors and active insurances',
  access: { permission: 'insurances.manage' }, response: AgreementsResolveSchema,
}), {
  ...noInput,
  encodeOutput: (resolve: AgreementsResolve) => ({ doctors: resolve.doctors.map(toWireDoctor), insurances: resolve.insurances.map(toWireInsurance) }),
  decodeOutput: (wire): AgreementsResolve => ({ doctors: wire.doctors.map(doctorOfWire), insurances: wire.insurances.map(insuranceOfWire) }),
});

/** Both agreement calls take the form's fields under the report columns' names and answer the agreement stored. */
const agreementCodec = {
  encodeInput: (input: InsuranceAgreementInput) => ({
    json: {
      insuranceAgreementID: input.id, doctorID: input.doctorId, insuranceID: input.insuranceId, paymentYear: input.paymentYear,
      valueOfPremium: input.premiumPerMember, mrl: input.medicalLossRatio, surplusAgreement: input.surplusShare,
      expensesOverall: input.expensesOverall, status: input.active,
    },
  }),
  decodeInput: ({ body }: { readonly body: z.output<typeof AgreementBodySchema> }): InsuranceAgreementInput => ({
    id: (body.insuranceAgreementID ?? null) as InsuranceAgreementId | null, doctorId: body.doctorID as DoctorId,
    insuranceId: body.insuranceID as InsuranceId, paymentYear: body.paymentYear, premiumPerMember: body.valueOfPremium,
    medicalLossRatio: body.mrl, surplusShare: body.surplusAgreement, expensesOverall: body.expensesOverall, active: body.status ?? true,
  }),
  encodeOutput: toWireInsuranceAgreement,
  decodeOutput: insuranceAgreementOfWire,
};

export const createAgreementEndpoint = coded(endpoint({
  method: 'POST', path: 'Insurances/CreateInsuranceAgreement', summary: 'Add the agreement of a doctor with an insurance for a payment year',
  access: { permission: 'insurances.manage' }, body: AgreementBodySchema, response: WireInsuranceAgreementSchema, successStatus: 201,
}), agreementCodec);

export const updateAgreementEndpoint = coded(endpoint({
  method: 'PUT', path: 'Insurances/UpdateInsuranceAgreement', summary: 'Change an agreement (insuranceAgreementID required)',
  access: { permission: 'insurances.manage' }, body: AgreementBodySchema, response: WireInsuranceAgreementSchema,
}), agreementCodec);
