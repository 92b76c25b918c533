import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { ApiClient, ApiError, ApiReply, BodyReader } from '../responses/api-client.js';
import { listOf } from '../responses/api-client.js';
import { parseWire } from '../wire/wire-format-error.js';
import type { Endpoint } from './endpoint.js';
import { requestOf } from './endpoint.js';
import type { CodedEndpoint, GivenOfCoded, ReplyOfCoded } from './endpoint-codec.js';

/** What a call answers: the decoded value, or the decoded rows of a paged list (its total is in the reply's pagination). */
export type AnswerOf<C extends CodedEndpoint> = C['paged'] extends object ? ReplyOfCoded<C>[] : ReplyOfCoded<C>;

/** What the session adds to a call, and whether a failure stays quiet (the response policy shows nothing for it). */
export interface CallOptions {
  readonly token?: string;
  readonly quiet?: boolean;
}

/** Reads an answer through the codec's reply schema, else the response schema (one row of a paged list), and its decoder. */
function readerOf(target: CodedEndpoint): BodyReader<unknown> {
  const schema: z.ZodType | undefined = target.codec.reply ?? target.response;
  const decode = target.codec.decodeOutput as (wire: unknown) => unknown;
  // A call without a response schema (204) still hands its body, null, to the decoder.
  const one: BodyReader<unknown> = (body) => parseWire(target.path, schema ?? z.unknown(), body, decode);
  return target.paged ? listOf(one) : one;
}

/**
 * Calls an endpoint with its domain input (for a form, its checked value): the codec writes the query, path and
 * body, and reads the answer, so the caller names no wire field.
 */
export function callEndpoint<C extends CodedEndpoint>(api: ApiClient, target: C, input: GivenOfCoded<C>, options: CallOptions = {}): ResultAsync<ApiReply<AnswerOf<C>>, ApiError> {
  const wire = (target.codec.encodeInput as (input: unknown) => object)(input);
  const request = requestOf(target as Endpoint, { ...wire, ...options } as never);
  return api.request(request, readerOf(target) as BodyReader<AnswerOf<C>>);
}
