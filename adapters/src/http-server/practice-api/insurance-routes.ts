import {
  agreementsResolve, createInsurance, insuranceChoices, listAgreements, listInsurances, saveAgreement, setInsuranceStatus, toWireDoctor, toWireInsurance,
  toWireInsuranceAgreement, updateInsurance, INSURANCE_FORM_WIRE_NAMES,
  agreementsResolveEndpoint, createAgreementEndpoint, createInsuranceEndpoint, insuranceChoicesEndpoint, listAgreementsEndpoint, listInsurancesEndpoint,
  renameInsuranceEndpoint, setInsuranceStatusEndpoint, updateAgreementEndpoint,
  type FormWireNames, type InsuranceAgreementInput, type InsuranceId,
} from '@rafdesk/core';
import type { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toRouteFailure } from '../api/to-route-failure.js';

const AGREEMENT_WIRE_NAMES: FormWireNames = {
  fields: { id: 'insuranceAgreementID', premiumPerMember: 'valueOfPremium', expensesOverall: 'expensesOverall' },
};

function agreementInput(body: z.output<typeof createAgreementEndpoint.body>): InsuranceAgreementInput {
  return {
    id: (body.insuranceAgreementID ?? null) as InsuranceAgreementInput['id'], doctorId: body.doctorID as InsuranceAgreementInput['doctorId'],
    insuranceId: body.insuranceID as InsuranceId, paymentYear: body.paymentYear, premiumPerMember: body.valueOfPremium,
    medicalLossRatio: body.mrl, surplusShare: body.surplusAgreement, expensesOverall: body.expensesOverall, active: body.status ?? true,
  };
}

/** The insurance list, its form and status, the unpaged list of the filters, and the agreements with doctors. */
export function insuranceRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(listInsurancesEndpoint, (_user, query) => listInsurances(ports, query)),
    defineRoute(insuranceChoicesEndpoint, {
      handler: ({ query }) => insuranceChoices(ports, { activeOnly: !(query.getCanceled ?? false) }).map((rows) => rows.map(toWireInsurance))
        .mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createInsuranceEndpoint, {
      handler: ({ body }) => createInsurance(ports, { name: body.insuranceName }).map(toWireInsurance)
        .mapErr((error) => toRouteFailure(error, INSURANCE_FORM_WIRE_NAMES)),
    }),
    implement(renameInsuranceEndpoint, (_user, rename) => updateInsurance(ports, rename), { names: INSURANCE_FORM_WIRE_NAMES }),
    implement(setInsuranceStatusEndpoint, (_user, change) => setInsuranceStatus(ports, change)),
    definePagedRoute(listAgreementsEndpoint, {
      handler: ({ query, page }) => listAgreements(ports, { window: page, searchQuery: query.SearchQuery, doctorId: doctorIdOf(query.doctorId) })
        .map((agreements) => pageOf(agreements, toWireInsuranceAgreement)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(agreementsResolveEndpoint, {
      handler: () => agreementsResolve(ports).map((resolve) => ({ doctors: resolve.doctors.map(toWireDoctor), insurances: resolve.insurances.map(toWireInsurance) }))
        .mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createAgreementEndpoint, {
      handler: ({ body }) => saveAgreement(ports, agreementInput(body), 'create').map(toWireInsuranceAgreement)
        .mapErr((error) => toRouteFailure(error, AGREEMENT_WIRE_NAMES)),
    }),
    defineRoute(updateAgreementEndpoint, {
      handler: ({ body }) => saveAgreement(ports, agreementInput(body), 'update').map(toWireInsuranceAgreement)
        .mapErr((error) => toRouteFailure(error, AGREEMENT_WIRE_NAMES)),
    }),
  ];
}
