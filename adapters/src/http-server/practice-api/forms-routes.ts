import {
  cptCodes, formsResolve, listProgressNotes, pnInformation, saveVisitOptions, visitOptionsFor,
  cptCodesEndpoint, createVisitOptionsEndpoint, doctorProgressNotesEndpoint, formsResolveEndpoint, homeProgressNotesEndpoint, pnInformationEndpoint,
  updateVisitOptionsEndpoint, visitOptionsEndpoint,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists. */
export function formsRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(formsResolveEndpoint, () => formsResolve(ports)),
    implement(createVisitOptionsEndpoint, (_user, options) => saveVisitOptions(ports, options, 'create')),
    implement(updateVisitOptionsEndpoint, (_user, options) => saveVisitOptions(ports, options, 'update')),
    implement(doctorProgressNotesEndpoint, (user, query) => listProgressNotes(ports, user, query)),
    implement(homeProgressNotesEndpoint, (user, query) => listProgressNotes(ports, user, query)),
    implement(pnInformationEndpoint, (user, recordId) => pnInformation(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(visitOptionsEndpoint, (_user, sex) => visitOptionsFor(ports, sex)),
    implement(cptCodesEndpoint, () => cptCodes(ports)),
  ];
}
