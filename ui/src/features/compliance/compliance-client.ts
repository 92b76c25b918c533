import type { ResultAsync } from 'neverthrow';
import {
  callEndpoint, highRiskOverridesEndpoint, justifyHighRiskEndpoint, recordComplianceEndpoint,
  type ApiClient, type ApiError, type JustifyRequest, type OverridesQuery, type OverridesReport, type RecordCompliance, type RecordId,
} from '@rafdesk/core';

/** The compliance calls of the record card and the overrides report. */
export interface ComplianceClient {
  record(recordId: RecordId): ResultAsync<RecordCompliance, ApiError>;
  /** The record's card as it stands after the justification. */
  justify(request: JustifyRequest): ResultAsync<RecordCompliance, ApiError>;
  overrides(query: OverridesQuery): ResultAsync<OverridesReport, ApiError>;
}

export function complianceClient(api: ApiClient): ComplianceClient {
  return {
    // A read the screen makes by itself: the panel says when it fails, no toast.
    record: (recordId) => callEndpoint(api, recordComplianceEndpoint, recordId, { quiet: true }).map((reply) => reply.data),
    justify: (request) => callEndpoint(api, justifyHighRiskEndpoint, request).map((reply) => reply.data),
    overrides: (query) => callEndpoint(api, highRiskOverridesEndpoint, query, { quiet: true }).map((reply) => reply.data),
  };
}
