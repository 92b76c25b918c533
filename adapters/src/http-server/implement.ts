import { decodeCall, type CodedEndpoint, type FormWireNames, type InputOfCoded, type InputRefusal, type OutputOfCoded, type Page, type ParsedCall, type UseCaseFailure } from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { toRouteFailure } from './api/to-route-failure.js';
import { pageOf } from './api/page-of.js';
import type { AuthenticatedUser, RequestMeta } from './principal.js';
import type { RouteFailure } from './route-failure.js';
import { definePagedRoute, defineRoute, type ParsedInput, type RouteDefinition, type UrlTicket } from './route-definition.js';

type UserOf<C extends CodedEndpoint> = C['access'] extends 'public' ? null : AuthenticatedUser;
/** The answer as the server sends it (a paged list's page is not typed here). */
type SentOf<C extends CodedEndpoint> = C['paged'] extends object ? unknown : C['response'] extends z.ZodType ? z.input<C['response']> : never;
/** What the use case answers: the endpoint's value, or a page of its rows for a paged list. */
type Answer<C extends CodedEndpoint> = C['paged'] extends object ? Page<OutputOfCoded<C>> : OutputOfCoded<C>;

/**
 * A use case bound to its ports: the caller and the decoded input in, a Result out. Where the call came from is there
 * for the use cases that record it (sign-in keeps the address and browser of each attempt). It fails as the use case
 * does, or as a route does when the server does a step of its own first (reading an uploaded file).
 */
export type BoundUseCase<C extends CodedEndpoint> = (user: UserOf<C>, input: InputOfCoded<C>, meta: RequestMeta) => ResultAsync<Answer<C>, UseCaseFailure | RouteFailure>;

/** How the server words an endpoint's failures and audits it; everything else comes from the contract. */
export interface ImplementOptions<C extends CodedEndpoint> {
  /**
   * The audited record, read from the decoded input or, for a creation, from the answer as sent (undefined when the
   * call failed); by default the `recordID` of every row the answer holds.
   */
  readonly auditRecordId?: (input: InputOfCoded<C>, sent: SentOf<C> | undefined) => string | number | null | undefined;
  /** The wire names of a form the use case judges, so its problems name the fields as sent. */
  readonly names?: FormWireNames;
  /** The field that carried the codes, named by code problems. */
  readonly codeField?: string;
  /** Still answered while maintenance is on (sign-in and the maintenance switch). */
  readonly duringMaintenance?: boolean;
  /** Requests per time window per client address (the calls that check a password). */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** Largest accepted body, for the calls that carry a file as base64 (a note's PDF, a draft's sections). */
  readonly bodyLimitBytes?: number;
  /** A ticket the URL may carry instead of the bearer header (a `<video src>` cannot send one). */
  readonly urlTicket?: UrlTicket;
  /** For an answer that is not JSON (a file, a stream): writes the use case's answer itself, so the codec's encoder is not used. */
  readonly reply?: (value: OutputOfCoded<C>, reply: FastifyReply) => unknown;
}

/**
 * Mounts an endpoint of the contract on a use case: the endpoint's codec decodes the parsed call into the use case's
 * input and encodes its answer, so the route names no wire field; a decoder's refusal is answered as the use case's
 * input failures are. Validation, access, audit and errors come with the route as for {@link defineRoute}.
 */
export function implement<const C extends CodedEndpoint>(target: C, useCase: BoundUseCase<C>, options: ImplementOptions<C> = {}): RouteDefinition {
  const encode = target.codec.encodeOutput as (value: OutputOfCoded<C>, input: InputOfCoded<C>) => unknown;
  // The audit reads the decoded input before and after the use case: one call is decoded once (a note's body is large).
  const decodedCalls = new WeakMap<ParsedInput, Result<InputOfCoded<C>, InputRefusal>>();
  const decode = (input: ParsedInput) => {
    const known = decodedCalls.get(input);
    if (known !== undefined) return known;
    const decoded = decodeCall(target, { query: input.query, params: input.params, body: input.body, args: input.args, page: input.page } as ParsedCall<C>);
    decodedCalls.set(input, decoded);
    return decoded;
  };
  const run = <T>(input: ParsedInput, answer: (value: Answer<C>, decoded: InputOfCoded<C>) => T) =>
    decode(input).asyncAndThen((decoded) => useCase(input.user as UserOf<C>, decoded, input.meta).map((value) => answer(value, decoded)))
      .mapErr((error) => toRouteFailure(error, options.names, options.codeField));
  const audit = options.auditRecordId;
  const auditRecordId = audit === undefined ? undefined
    : (input: ParsedInput, sent: unknown) => decode(input).match((decoded) => audit(decoded, sent as SentOf<C> | undefined), () => null);
  const handler = target.paged
    ? (input: ParsedInput) => run(input, (page, decoded) => pageOf(page as Page<OutputOfCoded<C>>, (row) => encode(row, decoded)))
    : (input: ParsedInput) => run(input, (value, decoded) => (options.reply ? value : encode(value as OutputOfCoded<C>, decoded)));
  // defineRoute's types serve hand-written handlers; here the codec carries the types, so the route is built erased.
  const { duringMaintenance, rateLimit, bodyLimitBytes, urlTicket, reply } = options;
  const implementation = { handler, duringMaintenance, rateLimit, bodyLimitBytes, urlTicket, reply, ...(auditRecordId ? { auditRecordId } : {}) } as never;
  return target.paged ? definePagedRoute(target as never, implementation) : defineRoute(target as never, implementation);
}
