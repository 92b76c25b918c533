import { z } from 'zod';
import { INSURANCE_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { WireDoctorSchema, doctorOfWire, toWireDoctor } from '../wire/doctor-wire.js';
import { WireInsuranceAgreementSchema, insuranceAgreementOfWire, toWireInsuranceAgreement } from '../wire/insurance-agreement-wire.js';
import type { InsuranceListQuery } from '../usecases/insurances/manage-insurances.js';
import type { AgreementsResolve } from '../usecases/insurances/agreements.js';
import type { DoctorId, InsuranceAgreementId, InsuranceId } from '../domain/ids.js';
import type { Insurance, InsuranceInput } from '../domain/insurance.js';
import type { InsuranceAgreementInput } from '../domain/insurance-agreement.js';
import type { PageWindow } from '../ports/repositories/page.js';
import type { StatusChange } from './status-change.js';
import { WireInsuranceSchema, insuranceOfWire, toWireInsurance } from '../wire/insurance-wire.js';
import { flagField, idField, searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import type { FormDraft } from './form-codec.js';
import { noInput } from './no-input.js';
import { optionalDoctorIdField, queryOrBody } from './request-fields.js';

// The insurance list, its form and status, the unpaged list of the filters, and the agreements with doctors.

const ratio = z.number().finite().min(0).max(1);
const money = z.number().finite();

const AgreementBodySchema = z.object({
  insuranceAgreementID: idField.nullish(), doctorID: idField, insuranceID: idField, paymentYear: z.number().int().min(2000).max(2100),
  valueOfPremium: money, mrl: ratio, surplusAgreement: ratio, expensesOverall: money, status: flagField.optional(),
});

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const InsuranceNameArgument = z.object({ insuranceID: idField, insuranceName: z.string().max(250) });
export const InsuranceStatusArgument = z.object({ insuranceID: idField, statusValue: flagField });

const AgreementsResolveSchema = z.object({ doctors: z.array(WireDoctorSchema), insurances: z.array(WireInsuranceSchema) });

export const listInsurancesEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetAll', summary: 'Insurances by name, or by sortField (insuranceName, creationDate) and sortOrder; canceled (inactive) ones when getCanceled=true',
  access: { permission: 'insurances.manage' }, paged: {}, query: z.object({ getCanceled: flagField.optional(), ...sortFields(INSURANCE_SORT_FIELDS) }), response: WireInsuranceSchema,
}), {
  encodeInput: (query: InsuranceListQuery) => ({
    query: { ...query.window, getCanceled: query.includeInactive, sortField: query.sort?.field, sortOrder: query.sort?.direction },
  }),
  decodeInput: ({ query, page }): InsuranceListQuery => ({ window: page, includeInactive: query.getCanceled ?? false, sort: sortOf(query) }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

/** Which insurances the filters and pickers offer: the active ones, or every one. */
export interface InsuranceChoicesQuery {
  readonly activeOnly: boolean;
}

export const insuranceChoicesEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetInsuranceList', summary: 'Every active insurance by name, unpaged (the filters and pickers); inactive too with getCanceled=true',
  access: 'signed-in', query: z.object({ getCanceled: flagField.optional() }), response: z.array(WireInsuranceSchema),
}), {
  encodeInput: (choices: InsuranceChoicesQuery) => ({ query: { getCanceled: choices.activeOnly ? undefined : true } }),
  decodeInput: ({ query }): InsuranceChoicesQuery => ({ activeOnly: !(query.getCanceled ?? false) }),
  encodeOutput: (insurances: readonly Insurance[]) => insurances.map(toWireInsurance),
  decodeOutput: (wire): Insurance[] => wire.map(insuranceOfWire),
});

/** The name is judged by the insurance form's rules, so it travels as typed. */
export const createInsuranceEndpoint = coded(endpoint({
  method: 'POST', path: 'Insurances', summary: 'Add an insurance (insuranceName, unique in any letter case)',
  access: { permission: 'insurances.manage' }, body: z.object({ insuranceName: z.unknown().optional() }), response: WireInsuranceSchema, successStatus: 201,
}), {
  encodeInput: (draft: FormDraft<Pick<InsuranceInput, 'name'>>) => ({ json: { insuranceName: draft.name } }),
  decodeInput: ({ body }): FormDraft<Pick<InsuranceInput, 'name'>> => ({ name: body.insuranceName }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

/** A new name for an insurance, as the rename call takes it. */
export interface InsuranceRename {
  readonly id: InsuranceId;
  readonly name: string;
}

export const renameInsuranceEndpoint = coded(endpoint({
  method: 'PUT', path: 'Insurances/UpdateInsurance', summary: 'Rename an insurance (insuranceID, insuranceName)',
  access: { permission: 'insurances.manage' }, ...queryOrBody(InsuranceNameArgument), response: WireInsuranceSchema,
}), {
  encodeInput: (rename: InsuranceRename) => ({ json: { insuranceID: rename.id, insuranceName: rename.name } }),
  decodeInput: ({ args }): InsuranceRename => ({ id: args.insuranceID as InsuranceId, name: args.insuranceName }),
  encodeOutput: toWireInsurance,
  decodeOutput: insuranceOfWire,
});

export const setInsuranceStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Insurances/UpdateInsuranceStatus', summary: 'Activate or deactivate an insurance (insuranceID, statusValue)',
  access: { permission: 'insurances.manage' }, ...queryOrBody(InsuranceStatusArgument), successStatus: 204,
}), {
  encodeInput: (change: StatusChange<InsuranceId>) => ({ json: { insuranceID: change.id, statusValue: change.active } }),
  decodeInput: ({ args }): StatusChange<InsuranceId> => ({ id: args.insuranceID as InsuranceId, active: args.statusValue }),
  ...noAnswer,
});

/** Which agreements a page lists: a search of doctor name, NPI or insurance name, and one doctor's only when given. */
export interface AgreementListQuery {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  readonly doctorId: DoctorId | null;
}

export const listAgreementsEndpoint = coded(endpoint({
  method: 'GET', path: 'Insurances/GetInsuranceAgreements', summary: "Agreements of doctors with insurances, newest payment year first (one doctor's with doctorId)",
  access: { permission: 'insurances.manage' }, paged: {}, query: z.object({ SearchQuery: searchField, doctorId: optionalDoctorIdField }), response: WireInsuranceAgreementSchema,
}), {
  // A blank search or doctor is left out of the query string.
  encodeInput: (query: AgreementListQuery) => ({
    query: { ...query.window, SearchQuery: query.searchQuery ?? undefined, doctorId: query.doctorId ?? undefined },
  }),
  decodeInput: ({ query, page }): AgreementListQuery => ({ window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null }),
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
