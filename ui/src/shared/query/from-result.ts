import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@rafdesk/core';

/**
 * A client call as the query cache wants it: resolves with the value, rejects with the {@link ApiError} value
 * (never an exception of ours), so queries and mutations keep the error the response policy already showed.
 */
export async function fromResult<T>(call: ResultAsync<T, ApiError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw result.error;
  return result.value;
}
