import {
  addDiagnoses, addRecordDiagnostic, attachDiagnoses, autoBilling, calculateMasterRaf, deleteAllDiagnostics, deleteDiagnostic, recordDiagnostics, setDiagnosticActive,
  updateBilling,
  addDiagnosticsEndpoint, addRecordDiagnosticEndpoint, attachDiagnosticsEndpoint, autoBillingEndpoint, calculateMasterRafEndpoint, deleteAllDiagnosticsEndpoint,
  deleteDiagnosticEndpoint, recordDiagnosticsEndpoint, setDiagnosticActiveEndpoint, updateBillingEndpoint, updateBillingListEndpoint,
  type AppPorts,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** A record's diagnostics, answered from the contract's record endpoints. */
export function recordRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(recordDiagnosticsEndpoint, (user, input) => recordDiagnostics(ports, user, input.recordId, input.window), { auditRecordId: (input) => input.recordId }),
    implement(addDiagnosticsEndpoint, (user, request) => addDiagnoses(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnostics' }),
    implement(addRecordDiagnosticEndpoint, (user, request) => addRecordDiagnostic(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnosticId' }),
    implement(attachDiagnosticsEndpoint, (user, request) => attachDiagnoses(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'diagnostics' }),
    implement(setDiagnosticActiveEndpoint, (user, change) => setDiagnosticActive(ports, user, change), { auditRecordId: (change) => change.recordId }),
    // One use case for the single code and the list: the body's code list holds one code or several.
    ...[updateBillingEndpoint, updateBillingListEndpoint].map((target) =>
      implement(target, (user, update) => updateBilling(ports, user, update), { auditRecordId: (update) => update.recordId })),
    implement(autoBillingEndpoint, (user, recordId) => autoBilling(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(calculateMasterRafEndpoint, (user, recordId) => calculateMasterRaf(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(deleteDiagnosticEndpoint, (user, deletion) => deleteDiagnostic(ports, user, deletion), { auditRecordId: (deletion) => deletion.recordId, codeField: 'DiagnosticId' }),
    implement(deleteAllDiagnosticsEndpoint, (user, recordId) => deleteAllDiagnostics(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
  ];
}
