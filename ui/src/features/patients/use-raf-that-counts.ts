import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, rafThatCountsEndpoint, type ApiClient, type PatientListRow, type RecordId } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';

/**
 * "RAF that counts" of the rows shown (one call per page, after the page): by record, 3 decimals as the record card
 * says it; absent while it is read, or for a record the server could not score.
 */
export function useRafThatCounts(api: ApiClient, rows: readonly PatientListRow[]): ReadonlyMap<number, string> {
  const recordIds = rows.map((row) => row.recordId as RecordId);
  const read = useQuery({
    queryKey: endpointKey(rafThatCountsEndpoint, recordIds.join(',')),
    // A read the list makes by itself: a failure leaves the column's dashes, no toast.
    queryFn: () => fromResult(callEndpoint(api, rafThatCountsEndpoint, recordIds, { quiet: true }).map((reply) => reply.data)),
    enabled: recordIds.length > 0, staleTime: 60_000,
  });
  return useMemo(() => new Map((read.data ?? []).flatMap((row) => (row.counts === null ? [] : [[row.recordId, row.counts.toFixed(3)] as const]))), [read.data]);
}
