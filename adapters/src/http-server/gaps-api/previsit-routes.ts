import {
  preVisitDay, preVisitDayEndpoint, preVisitSummary, preVisitSummaryEndpoint, type AppPorts, type PreVisitError, type PreVisitFile, type PreVisitSummaryPrinter,
} from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';

/** What the pre-visit routes need beside the portal's ports: the PDF printer (jsPDF, given by the composition root). */
export interface PreVisitRoutePorts extends AppPorts {
  readonly preVisitPrinter: PreVisitSummaryPrinter;
}

const sendPdf = ({ fileName, pdf }: PreVisitFile, reply: FastifyReply) => reply.code(200)
  .header('content-type', 'application/pdf')
  .header('content-disposition', `attachment; filename="${fileName}"`)
  .header('cache-control', 'no-store')
  .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));

// A PDF the library could not write is a bug (500 without details); the others are the gaps calls' own failures.
const printed = (result: ResultAsync<PreVisitFile, PreVisitError>) => result.mapErr((error) => (error.kind === 'ExportFailed' ? { kind: 'Unexpected' as const } : error));

/** Gaps/PreVisitSummary (one record) and Gaps/PreVisitSummaries (a day's list): PDF downloads written by the route. */
export function preVisitRoutes(ports: PreVisitRoutePorts): RouteDefinition[] {
  return [
    implement(preVisitSummaryEndpoint, (user, recordId) => printed(preVisitSummary(ports, ports.preVisitPrinter, user, recordId)), {
      auditRecordId: (recordId) => recordId, reply: sendPdf,
    }),
    implement(preVisitDayEndpoint, (user, request) => printed(preVisitDay(ports, ports.preVisitPrinter, user, request)), {
      auditRecordId: (request) => request.recordIds.join(','), reply: sendPdf,
    }),
  ];
}
