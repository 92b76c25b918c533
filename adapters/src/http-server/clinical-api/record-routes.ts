import {
  addDiagnoses, addRecordDiagnostic, attachDiagnoses, autoBilling, calculateMasterRaf, deleteAllDiagnostics, deleteDiagnostic, recordDiagnostics, setDiagnosticActive,
  toWireRecordCard, updateBilling,
  addDiagnosticsEndpoint, addRecordDiagnosticEndpoint, attachDiagnosticsEndpoint, autoBillingEndpoint, calculateMasterRafEndpoint, deleteAllDiagnosticsEndpoint,
  deleteDiagnosticEndpoint, recordDiagnosticsEndpoint, setDiagnosticActiveEndpoint, updateBillingEndpoint, updateBillingListEndpoint,
  DeleteAllDiagnosticsArgument, DiagnosticDeletionArgument, DiagnosticStatusArgument, RecordArgument,
  type AppPorts, type RecordChange,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { fromQueryOrBody } from '../api/query-or-body.js';
import { toRouteFailure } from '../api/to-route-failure.js';
import { idArgument } from './request-fields.js';

const card = (change: RecordChange<unknown>) => toWireRecordCard(change.card);
const recordOf = (input: { query: unknown; body: unknown }) => idArgument('recordID', input.query, input.body);
const deletedRecordOf = (input: { query: unknown; body: unknown }) => idArgument('RecordId', input.query, input.body);

/** A record's diagnostics, answered from the contract's record endpoints. */
export function recordRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(recordDiagnosticsEndpoint, (user, input) => recordDiagnostics(ports, user, input.recordId, input.window), { auditRecordId: (input) => input.recordId }),
    implement(addDiagnosticsEndpoint, (user, request) => addDiagnoses(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnostics' }),
    implement(addRecordDiagnosticEndpoint, (user, request) => addRecordDiagnostic(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnosticId' }),
    implement(attachDiagnosticsEndpoint, (user, request) => attachDiagnoses(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnostics' }),
    defineRoute(setDiagnosticActiveEndpoint, {
      auditRecordId: recordOf,
      handler: ({ user, query, body }) => fromQueryOrBody(DiagnosticStatusArgument, query, body).asyncAndThen((argument) =>
        setDiagnosticActive(ports, user, { recordId: argument.recordID, code: argument.diagnosticID, active: argument.statusValue })
          .map(card).mapErr((error) => toRouteFailure(error))),
    }),
    // One use case for the single code and the list: the body's code list holds one code or several.
    ...[updateBillingEndpoint, updateBillingListEndpoint].map((target) =>
      implement(target, (user, update) => updateBilling(ports, user, update), { auditRecordId: (update) => update.recordId })),
    defineRoute(autoBillingEndpoint, {
      auditRecordId: recordOf,
      handler: ({ user, query, body }) => fromQueryOrBody(RecordArgument, query, body).asyncAndThen((argument) =>
        autoBilling(ports, user, argument.recordID)
          .map((change) => ({ ...card(change), billingSemester: change.value.semester, diagnosticID: [...change.value.codes] })).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(calculateMasterRafEndpoint, {
      auditRecordId: recordOf,
      handler: ({ user, query, body }) => fromQueryOrBody(RecordArgument, query, body).asyncAndThen((argument) =>
        calculateMasterRaf(ports, user, argument.recordID).map(card).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(deleteDiagnosticEndpoint, {
      auditRecordId: deletedRecordOf,
      handler: ({ user, query, body }) => fromQueryOrBody(DiagnosticDeletionArgument, query, body).asyncAndThen((argument) =>
        deleteDiagnostic(ports, user, { recordId: argument.RecordId, code: argument.DiagnosticId, serviceDate: argument.ServiceDate, queue: argument.Queue })
          .map(card).mapErr((error) => toRouteFailure(error, undefined, 'DiagnosticId'))),
    }),
    defineRoute(deleteAllDiagnosticsEndpoint, {
      auditRecordId: deletedRecordOf,
      handler: ({ user, query, body }) => fromQueryOrBody(DeleteAllDiagnosticsArgument, query, body).asyncAndThen((argument) =>
        deleteAllDiagnostics(ports, user, argument.RecordId).map((change) => ({ ...card(change), deleted: change.value })).mapErr((error) => toRouteFailure(error))),
    }),
  ];
}
