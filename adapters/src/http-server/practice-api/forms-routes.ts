import {
  cptCodes, formsResolve, fromWireVisitOption, listProgressNotes, pnInformation, saveVisitOptions, toWireCptCode, toWireFormsResolve, toWirePnInfo,
  toWireProgressNoteSummary, toWireVisitOption, visitOptionsFor,
  cptCodesEndpoint, createVisitOptionsEndpoint, doctorProgressNotesEndpoint, formsResolveEndpoint, homeProgressNotesEndpoint, pnInformationEndpoint,
  updateVisitOptionsEndpoint, visitOptionsEndpoint,
  type RecordId, type VisitOption, type WireFormatError,
} from '@rafdesk/core';
import { Result } from 'neverthrow';
import type { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toRouteFailure } from '../api/to-route-failure.js';

function visitOptionsOf(body: z.output<typeof createVisitOptionsEndpoint.body>): Result<VisitOption[], WireFormatError> {
  return Result.combine((Array.isArray(body) ? body : [body]).map((item) => fromWireVisitOption(item)));
}

/** The questionnaire (editor and wizard), the CPT list, the PN Information tab and the doctor-wide note lists. */
export function formsRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    defineRoute(formsResolveEndpoint, {
      handler: () => formsResolve(ports).map(toWireFormsResolve).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createVisitOptionsEndpoint, {
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'create'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(updateVisitOptionsEndpoint, {
      handler: ({ body }) => visitOptionsOf(body).asyncAndThen((options) => saveVisitOptions(ports, options, 'update'))
        .map((saved) => saved.map(toWireVisitOption)).mapErr((error) => toRouteFailure(error)),
    }),
    definePagedRoute(doctorProgressNotesEndpoint, {
      handler: ({ user, query, page }) => listProgressNotes(ports, user, { doctorId: doctorIdOf(query.doctorId), window: page, searchQuery: query.SearchQuery })
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toRouteFailure(error)),
    }),
    definePagedRoute(homeProgressNotesEndpoint, {
      handler: ({ user, query, page }) => listProgressNotes(ports, user, { doctorId: doctorIdOf(query.doctorId), window: page, searchQuery: null })
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(pnInformationEndpoint, {
      auditRecordId: (input) => input.query.recordID,
      handler: ({ user, query }) => pnInformation(ports, user, query.recordID as RecordId).map(toWirePnInfo).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(visitOptionsEndpoint, {
      handler: ({ query }) => visitOptionsFor(ports, query.gender).map((options) => options.map(toWireVisitOption)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(cptCodesEndpoint, {
      handler: () => cptCodes(ports).map((codes) => codes.map(toWireCptCode)).mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
