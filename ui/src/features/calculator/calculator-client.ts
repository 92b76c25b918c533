import { okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type CatalogueDiagnostic, type PatientListRow, type Plan, type RecordDiagnosticRow, type RecordId,
  bodyOf, fromWireCatalogueDiagnostic, fromWirePatientRow, fromWirePlan, fromWireRecordDiagnostic, listOf, readCodeList,
} from '@rafdesk/core';

const LookupsSchema = z.object({ plans: z.array(z.unknown()) }).loose();
const CATALOGUE_MATCHES = 10;
const RECORD_PAGE_SIZE = 1000;

/** The calls of the calculators, over the portal's API client. */
export interface CalculatorClient {
  /** The plan lookup (CalculatorResolve). */
  plans(): ResultAsync<readonly Plan[], ApiError>;
  /** The catalogue entry of each code that has one (texts and crosswalks), by normalised code. */
  catalogueEntries(codes: readonly string[]): ResultAsync<ReadonlyMap<string, CatalogueDiagnostic>, ApiError>;
  /** A record's patient and its saved diagnostics (the patient diagnostic calculator). */
  record(recordId: RecordId): ResultAsync<{ patient: PatientListRow | null; rows: readonly RecordDiagnosticRow[] }, ApiError>;
}

const normal = (code: string) => readCodeList([code]).codes[0] ?? code;

/** {@link CalculatorClient} over the API client. */
export function calculatorClient(api: ApiClient): CalculatorClient {
  const entry = (code: string) => api.request({ method: 'GET', path: 'Diagnostics', query: { getCanceled: false, searchQuery: code, PageNumber: 1, PageSize: CATALOGUE_MATCHES } },
    listOf(fromWireCatalogueDiagnostic)).map((reply) => reply.data.find((found) => normal(found.code) === code) ?? null);
  return {
    plans: () => api.request({ method: 'GET', path: 'Patients/CalculatorResolve' }, bodyOf('calculator lookups', LookupsSchema))
      .andThen((reply) => listOf(fromWirePlan)(reply.data.plans).mapErr((error): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues }))),
    catalogueEntries: (codes) => codes.reduce<ResultAsync<Map<string, CatalogueDiagnostic>, ApiError>>(
      (sofar, code) => sofar.andThen((found) => entry(code).map((hit) => (hit ? found.set(code, hit) : found))),
      okAsync(new Map())),
    record: (recordId) => api.request({ method: 'GET', path: 'Patients/GetByRecord', query: { RecordID: recordId } }, listOf(fromWirePatientRow))
      .andThen((patients) => api.request({ method: 'GET', path: 'Patients/GetRecordDiagnostics', query: { pageNumber: 1, pageSize: RECORD_PAGE_SIZE, RecordID: recordId } },
        listOf(fromWireRecordDiagnostic)).map((rows) => ({ patient: patients.data[0] ?? null, rows: rows.data }))),
  };
}
