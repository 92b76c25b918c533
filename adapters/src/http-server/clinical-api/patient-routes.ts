import {
  calculatorLookups, createPatient, importRoster, listAllPatients, listPatients, patientFormLookups, pendingRafPatients, recordPatient, recordScoring,
  setPatientStatus, updatePatient,
  PATIENT_FORM_WIRE_NAMES, ROSTER_BODY_LIMIT,
  calculatorLookupsEndpoint, createPatientEndpoint, importRosterEndpoint, listAllPatientsEndpoint, listMyPatientsEndpoint, listPatientsEndpoint, patientFormLookupsEndpoint,
  pendingRafReportEndpoint, recordPatientEndpoint, recordScoringEndpoint, setPatientStatusEndpoint, updatePatientEndpoint,
  type AppPorts,
} from '@rafdesk/core';
import { ResultAsync } from 'neverthrow';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { readRosterFile } from './roster-file.js';

/** The Patients calls of spec 02 §7 (lists, one record's patient, the form, status, roster, lookups, pending report). */
export function patientRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(listAllPatientsEndpoint, (user, filter) => listAllPatients(ports, user, filter)),
    implement(listPatientsEndpoint, (user, request) => listPatients(ports, user, request)),
    implement(listMyPatientsEndpoint, (user, request) => listPatients(ports, user, request)),
    implement(recordPatientEndpoint, (user, recordId) => recordPatient(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(recordScoringEndpoint, (user, recordId) => recordScoring(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(pendingRafReportEndpoint, (user, filter) => pendingRafPatients(ports, user, filter)),
    implement(patientFormLookupsEndpoint, () => patientFormLookups(ports)),
    implement(calculatorLookupsEndpoint, () => calculatorLookups(ports)),
    implement(createPatientEndpoint, (user, form) => createPatient(ports, user, form), { auditRecordId: (_form, sent) => sent?.recordID, names: PATIENT_FORM_WIRE_NAMES }),
    implement(updatePatientEndpoint, (user, update) => updatePatient(ports, user, update.recordId, update.form), {
      auditRecordId: (update) => update.recordId, names: PATIENT_FORM_WIRE_NAMES,
    }),
    implement(setPatientStatusEndpoint, (user, change) => setPatientStatus(ports, user, change)),
    // The server reads the file into rows before the import, refusing (400, 429 while the readers are busy) on its own.
    implement(importRosterEndpoint, (user, upload) => new ResultAsync(readRosterFile(upload.fileName, Buffer.from(upload.contentBase64, 'base64')))
      .andThen((rows) => importRoster(ports, user, { rows, doctorId: upload.doctorId, importValidRows: upload.importValidRows })),
    { bodyLimitBytes: ROSTER_BODY_LIMIT + 64 * 1024 }),
  ];
}
