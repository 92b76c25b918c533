import {
  agreementsResolve, createInsurance, insuranceChoices, listAgreements, listInsurances, saveAgreement, setInsuranceStatus, updateInsurance,
  INSURANCE_FORM_WIRE_NAMES,
  agreementsResolveEndpoint, createAgreementEndpoint, createInsuranceEndpoint, insuranceChoicesEndpoint, listAgreementsEndpoint, listInsurancesEndpoint,
  renameInsuranceEndpoint, setInsuranceStatusEndpoint, updateAgreementEndpoint,
  type FormWireNames,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

const AGREEMENT_WIRE_NAMES: FormWireNames = {
  fields: { id: 'insuranceAgreementID', premiumPerMember: 'valueOfPremium', expensesOverall: 'expensesOverall' },
};

/** The insurance list, its form and status, the unpaged list of the filters, and the agreements with doctors. */
export function insuranceRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  const insuranceForm = { names: INSURANCE_FORM_WIRE_NAMES };
  const agreementForm = { names: AGREEMENT_WIRE_NAMES };
  return [
    implement(listInsurancesEndpoint, (_user, query) => listInsurances(ports, query)),
    implement(insuranceChoicesEndpoint, (_user, choices) => insuranceChoices(ports, choices)),
    implement(createInsuranceEndpoint, (_user, draft) => createInsurance(ports, draft), insuranceForm),
    implement(renameInsuranceEndpoint, (_user, rename) => updateInsurance(ports, rename), insuranceForm),
    implement(setInsuranceStatusEndpoint, (_user, change) => setInsuranceStatus(ports, change)),
    implement(listAgreementsEndpoint, (_user, query) => listAgreements(ports, query)),
    implement(agreementsResolveEndpoint, () => agreementsResolve(ports)),
    implement(createAgreementEndpoint, (_user, input) => saveAgreement(ports, input, 'create'), agreementForm),
    implement(updateAgreementEndpoint, (_user, input) => saveAgreement(ports, input, 'update'), agreementForm),
  ];
}
