import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, figureRecomputesEndpoint, isFigureRecomputeUnfinished, type FigureRecomputeView } from '@rafdesk/core';
import { useService } from '../services/services.js';
import { fromResult } from './from-result.js';

/** How often an unfinished recompute is asked about: each page of records is a fraction of a second on the server. */
const POLL_MS = 1_000;

/** GET RafFactors/Recomputes for one year, asked every second while it is queued or running and not after. */
export function useFigureRecompute(paymentYear: number): FigureRecomputeView | null {
  const api = useService('api');
  const query = useQuery({
    queryKey: endpointKey(figureRecomputesEndpoint),
    queryFn: () => fromResult(callEndpoint(api, figureRecomputesEndpoint, undefined).map((reply) => reply.data)),
    refetchInterval: (current) => (isFigureRecomputeUnfinished(current.state.data?.find((row) => row.paymentYear === paymentYear)) ? POLL_MS : false),
  });
  return query.data?.find((row) => row.paymentYear === paymentYear) ?? null;
}
