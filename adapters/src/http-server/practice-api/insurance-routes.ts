import {
  agreementsResolve, createInsurance, insuranceChoices, listAgreements, listInsurances, saveAgreement, setInsuranceStatus, toWireDoctor, toWireInsurance, toWireInsuranceAgreement, updateInsurance, INSURANCE_FORM_WIRE_NAMES, WireDoctorSchema, WireInsuranceAgreementSchema, WireInsuranceSchema, flagField, idField, sortFields, sortOf, INSURANCE_SORT_FIELDS, optionalIdField, searchField, type FormWireNames, type InsuranceAgreementInput, type InsuranceId,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toApiError } from '../api/to-api-error.js';

const ratio = z.number().finite().min(0).max(1);
const money = z.number().finite();

const AgreementBodySchema = z.object({
  insuranceAgreementID: idField.nullish(), doctorID: idField, insuranceID: idField, paymentYear: z.number().int().min(2000).max(2100),
  valueOfPremium: money, mrl: ratio, surplusAgreement: ratio, expensesOverall: money, status: flagField.optional(),
});
const AGREEMENT_WIRE_NAMES: FormWireNames = {
  fields: { id: 'insuranceAgreementID', premiumPerMember: 'valueOfPremium', expensesOverall: 'expensesOverall' },
};

function agreementInput(body: z.output<typeof AgreementBodySchema>): InsuranceAgreementInput {
  return {
    id: (body.insuranceAgreementID ?? null) as InsuranceAgreementInput['id'], doctorId: body.doctorID as InsuranceAgreementInput['doctorId'],
    insuranceId: body.insuranceID as InsuranceId, paymentYear: body.paymentYear, premiumPerMember: body.valueOfPremium,
    medicalLossRatio: body.mrl, surplusShare: body.surplusAgreement, expensesOverall: body.expensesOverall, active: body.status ?? true,
  };
}

const InsuranceNameSchema = z.object({ insuranceID: idField, insuranceName: z.string().max(250) });
const InsuranceStatusSchema = z.object({ insuranceID: idField, statusValue: flagField });
const AgreementsResolveSchema = z.object({ doctors: z.array(WireDoctorSchema), insurances: z.array(WireInsuranceSchema) });

/** The insurance list, its form and status, the unpaged list of the filters, and the agreements with doctors. */
export function insuranceRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Insurances/GetAll', summary: 'Insurances by name, or by sortField (insuranceName, creationDate) and sortOrder; canceled (inactive) ones when getCanceled=true',
      access: { permission: 'insurances.manage' }, query: z.object({ getCanceled: flagField.optional(), ...sortFields(INSURANCE_SORT_FIELDS) }), response: WireInsuranceSchema,
      handler: ({ query, page }) => listInsurances(ports, { window: page, includeInactive: query.getCanceled ?? false, sort: sortOf(query) })
        .map((insurances) => pageOf(insurances, toWireInsurance)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Insurances/GetInsuranceList', summary: 'Every active insurance by name, unpaged (the filters and pickers); inactive too with getCanceled=true',
      access: 'signed-in', query: z.object({ getCanceled: flagField.optional() }), response: z.array(WireInsuranceSchema),
      handler: ({ query }) => insuranceChoices(ports, { activeOnly: !(query.getCanceled ?? false) }).map((rows) => rows.map(toWireInsurance))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Insurances', summary: 'Add an insurance (insuranceName, unique in any letter case)',
      access: { permission: 'insurances.manage' }, body: z.object({ insuranceName: z.unknown().optional() }), response: WireInsuranceSchema, successStatus: 201,
      handler: ({ body }) => createInsurance(ports, { name: body.insuranceName }).map(toWireInsurance)
        .mapErr((error) => toApiError(error, INSURANCE_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Insurances/UpdateInsurance', summary: 'Rename an insurance (insuranceID, insuranceName)',
      access: { permission: 'insurances.manage' }, query: looseObject, body: looseObject.optional(), response: WireInsuranceSchema,
      handler: ({ query, body }) => fromQueryOrBody(InsuranceNameSchema, query, body)
        .asyncAndThen((input) => updateInsurance(ports, { id: input.insuranceID, name: input.insuranceName })
          .map(toWireInsurance).mapErr((error) => toApiError(error, INSURANCE_FORM_WIRE_NAMES))),
    }),
    defineRoute({
      method: 'PUT', path: 'Insurances/UpdateInsuranceStatus', summary: 'Activate or deactivate an insurance (insuranceID, statusValue)',
      access: { permission: 'insurances.manage' }, query: looseObject, body: looseObject.optional(), successStatus: 204,
      handler: ({ query, body }) => fromQueryOrBody(InsuranceStatusSchema, query, body)
        .asyncAndThen((input) => setInsuranceStatus(ports, { id: input.insuranceID as InsuranceId, active: input.statusValue }).mapErr((error) => toApiError(error))),
    }),
    definePagedRoute({
      method: 'GET', path: 'Insurances/GetInsuranceAgreements', summary: "Agreements of doctors with insurances, newest payment year first (one doctor's with doctorId)",
      access: { permission: 'insurances.manage' }, query: z.object({ SearchQuery: searchField, doctorId: optionalIdField }), response: WireInsuranceAgreementSchema,
      handler: ({ query, page }) => listAgreements(ports, { window: page, searchQuery: query.SearchQuery, doctorId: doctorIdOf(query.doctorId) })
        .map((agreements) => pageOf(agreements, toWireInsuranceAgreement)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Insurances/InsuranceAgreementResolve', summary: 'What the agreement form picks from: active doctors and active insurances',
      access: { permission: 'insurances.manage' }, response: AgreementsResolveSchema,
      handler: () => agreementsResolve(ports).map((resolve) => ({ doctors: resolve.doctors.map(toWireDoctor), insurances: resolve.insurances.map(toWireInsurance) }))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Insurances/CreateInsuranceAgreement', summary: 'Add the agreement of a doctor with an insurance for a payment year',
      access: { permission: 'insurances.manage' }, body: AgreementBodySchema, response: WireInsuranceAgreementSchema, successStatus: 201,
      handler: ({ body }) => saveAgreement(ports, agreementInput(body), 'create').map(toWireInsuranceAgreement)
        .mapErr((error) => toApiError(error, AGREEMENT_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Insurances/UpdateInsuranceAgreement', summary: 'Change an agreement (insuranceAgreementID required)',
      access: { permission: 'insurances.manage' }, body: AgreementBodySchema, response: WireInsuranceAgreementSchema,
      handler: ({ body }) => saveAgreement(ports, agreementInput(body), 'update').map(toWireInsuranceAgreement)
        .mapErr((error) => toApiError(error, AGREEMENT_WIRE_NAMES)),
    }),
  ];
}
