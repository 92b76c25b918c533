import {
  cptCodes, formsResolve, fromWireVisitOption, listProgressNotes, pnInformation, saveVisitOptions, toWireVisitOption, visitOptionsFor,
  cptCodesEndpoint, createVisitOptionsEndpoint, doctorProgressNotesEndpoint, formsResolveEndpoint, homeProgressNotesEndpoint, pnInformationEndpoint,
  updateVisitOptionsEndpoint, visitOptionsEndpoint,
  type VisitOption, type WireFormatError,
} from '@rafdesk/core';
import { Result } from 'neverthrow';
import type { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

function visitOptionsOf(body: z.output<typeof createVisitOptionsEndpoint.body>): Result<VisitOption[], WireFormatError> {
  return Result.combine((Array.isArray(body) ? body : [body]).map((item) => fromWireVisitOption(item)));
}

/** The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists. */
export function formsRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(formsResolveEndpoint, () => formsResolve(ports)),
    // The wire's own parser reads the options of a write, with its own wording of what it refuses.
    defineRoute(createVisitOptionsEndpoint, {
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'create'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(updateVisitOptionsEndpoint, {
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'update'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toRouteFailure(error)),
    }),
    implement(doctorProgressNotesEndpoint, (user, query) => listProgressNotes(ports, user, query)),
    implement(homeProgressNotesEndpoint, (user, query) => listProgressNotes(ports, user, query)),
    implement(pnInformationEndpoint, (user, recordId) => pnInformation(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(visitOptionsEndpoint, (_user, sex) => visitOptionsFor(ports, sex)),
    implement(cptCodesEndpoint, () => cptCodes(ports)),
  ];
}
