import {
  restoreDiagnostics, restoreNoteDraft, restoreVideo, restoreDiagnosticsEndpoint, restoreNoteDraftEndpoint, restoreVideoEndpoint, type AppPorts,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** The undo of each delete the web app offers, answered from the contract's undo endpoints. */
export function undoRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    // The record is known only once the bin is read: the audit line names it from the answer.
    implement(restoreDiagnosticsEndpoint, (user, undoId) => restoreDiagnostics(ports, user, undoId), { auditRecordId: (_undoId, sent) => sent?.recordID }),
    implement(restoreNoteDraftEndpoint, (user, undoId) => restoreNoteDraft(ports, user, undoId)),
    implement(restoreVideoEndpoint, (_user, undoId) => restoreVideo(ports, undoId)),
  ];
}
