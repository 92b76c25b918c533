import type { Endpoint, EndpointAccess, Page, PageWindow } from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { RouteFailure } from './route-failure.js';
import type { AuthenticatedUser, RequestMeta } from './principal.js';

export type RouteMethod = Endpoint['method'];

/** Who may call a route: anyone, any signed-in user, or a user whose role holds the permission. */
export type RouteAccess = EndpointAccess;

type Returned<T, E> = Result<T, E> | PromiseLike<Result<T, E>>;
type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** What a handler receives: the parsed input, the caller (`null` on public routes) and where the call came from. */
export interface RouteInput<A extends RouteAccess, Q, P, B, G = undefined> {
  readonly query: Q;
  readonly params: P;
  readonly body: B;
  /** The arguments read from the query or the body merged (an endpoint with `arguments`). */
  readonly args: G;
  readonly user: A extends 'public' ? null : AuthenticatedUser;
  readonly meta: RequestMeta;
}

/** A call of a paged list also receives the page asked for. */
export interface PagedRouteInput<A extends RouteAccess, Q, P, B> extends RouteInput<A, Q, P, B> {
  readonly page: PageWindow;
}

/** The input a handler of the endpoint receives. */
export type InputOf<E extends Endpoint> = RouteInput<E['access'], Parsed<E['query'], Record<string, never>>, Parsed<E['params'], Record<string, never>>, Parsed<E['body'], undefined>, Parsed<E['arguments'], undefined>>;
export type PagedInputOf<E extends Endpoint> = InputOf<E> & { readonly page: PageWindow };

/** How the server answers an endpoint of the contract: the handler and the server's own policies for it. */
interface ImplementationBase<I, T> {
  /** The audited record: by default the `recordID` of every row the answer holds. */
  readonly auditRecordId?: (input: I, value: T | undefined) => string | number | null | undefined;
  /** Still answered while maintenance is on (sign-in and the maintenance switch). */
  readonly duringMaintenance?: boolean;
  /** Requests per time window per client address. */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** Largest accepted body for this route, when it differs from the server's. */
  readonly bodyLimitBytes?: number;
  /** A credential the URL may carry instead of the bearer header, for clients that cannot send one (a `<video src>`). */
  readonly urlTicket?: UrlTicket;
}

/**
 * A ticket in the query string (`parameter`) that stands for the bearer header on this route only: `authenticate`
 * turns it, with the request's whole query (a ticket is bound to what it opens), into the caller or a refusal.
 * A request that carries the bearer header is authenticated by the header alone.
 */
export interface UrlTicket {
  readonly parameter: string;
  readonly authenticate: (ticket: string, query: Readonly<Record<string, unknown>>) => PromiseLike<Result<AuthenticatedUser, RouteFailure>>;
}

/** The server's side of an endpoint that answers with one value. */
export interface RouteImplementation<E extends Endpoint, T> extends ImplementationBase<InputOf<E>, T> {
  /** For answers that are not JSON (files, streams): writes the value to the reply itself. */
  readonly reply?: (value: T, reply: FastifyReply) => unknown;
  readonly handler: (input: InputOf<E>) => Returned<T, RouteFailure>;
}

/** The server's side of a paged list: the handler answers with a page. */
export interface PagedRouteImplementation<E extends Endpoint, T> extends ImplementationBase<PagedInputOf<E>, Page<T>> {
  readonly handler: (input: PagedInputOf<E>) => Returned<Page<T>, RouteFailure>;
}

/** The parsed input of a call, as the mounted route hands it over. */
export interface ParsedInput {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
  readonly args: unknown;
  readonly page: PageWindow | null;
  readonly user: AuthenticatedUser | null;
  readonly meta: RequestMeta;
}

/** A route ready to mount: the spec with its types erased, so any list of routes can be passed to the server. */
export interface RouteDefinition {
  /** The contract's endpoint this route answers. */
  readonly endpoint: Endpoint;
  readonly method: RouteMethod;
  readonly path: string;
  readonly summary: string;
  readonly access: RouteAccess;
  readonly schemas: { readonly query?: z.ZodType; readonly params?: z.ZodType; readonly body?: z.ZodType; readonly response?: z.ZodType };
  readonly paging: { readonly defaultPageSize?: number } | null;
  readonly successStatus: 200 | 201 | 204;
  readonly audit: { readonly action: string; readonly recordId: (input: ParsedInput, value: unknown) => string | null } | null;
  readonly duringMaintenance: boolean;
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number } | null;
  readonly bodyLimitBytes: number | null;
  readonly urlTicket: UrlTicket | null;
  readonly reply: ((value: unknown, reply: FastifyReply) => unknown) | null;
  readonly handle: (input: ParsedInput) => Returned<unknown, RouteFailure>;
}

type AnyImplementation = ImplementationBase<never, never> & {
  readonly handler: (input: never) => Returned<unknown, RouteFailure>;
  readonly reply?: (value: never, reply: FastifyReply) => unknown;
};

function erase(target: Endpoint, implementation: AnyImplementation): RouteDefinition {
  const recordIdOf = implementation.auditRecordId as ((input: ParsedInput, value: unknown) => string | number | null | undefined) | undefined;
  const recordId = (input: ParsedInput, value: unknown): string | null => {
    const id = recordIdOf === undefined ? returnedRecordIds(value) : recordIdOf(input, value);
    return id === null || id === undefined ? null : String(id);
  };
  return {
    endpoint: target,
    method: target.method,
    path: target.path.replace(/^\/+/, ''),
    summary: target.summary,
    access: target.access,
    schemas: { query: target.query, params: target.params, body: target.body, response: target.response },
    paging: target.paged ? { defaultPageSize: target.paged.defaultPageSize } : null,
    successStatus: target.successStatus ?? 200,
    audit: target.audit === undefined ? null : { action: target.audit, recordId },
    duringMaintenance: implementation.duringMaintenance ?? false,
    rateLimit: implementation.rateLimit ?? null,
    bodyLimitBytes: implementation.bodyLimitBytes ?? null,
    urlTicket: implementation.urlTicket ?? null,
    reply: (implementation.reply as ((value: unknown, reply: FastifyReply) => unknown) | undefined) ?? null,
    handle: implementation.handler as (input: ParsedInput) => Returned<unknown, RouteFailure>,
  };
}

/** The rows an answer holds: a page's or an array's, or those of every list of a report (Pending RAF's three). */
function returnedRows(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return [];
  if ('items' in value) return Array.isArray(value.items) ? value.items : [];
  return Object.values(value).flatMap((list: unknown) => (Array.isArray(list) ? list : []));
}

/**
 * The records a list read handed out (the `recordID` of each row of a page, an array or a report's lists, each once),
 * comma-separated, so the audit trail says which patients a user saw; null when the value holds no such rows.
 */
function returnedRecordIds(value: unknown): string | null {
  const ids = new Set(returnedRows(value).flatMap((row: unknown) => (row !== null && typeof row === 'object' && 'recordID' in row && typeof row.recordID === 'number' ? [row.recordID] : [])));
  return ids.size === 0 ? null : [...ids].join(',');
}

/** Mounts an endpoint of the contract; validation, sign-in, access, audit, maintenance and error mapping come with it. */
export function defineRoute<const E extends Endpoint & { readonly paged?: undefined }, T>(target: E, implementation: RouteImplementation<E, T>): RouteDefinition {
  return erase(target, implementation as unknown as AnyImplementation);
}

/** Mounts a paged list of the contract: `pageNumber`/`pageSize` are parsed for it and `x-pagination` is sent. */
export function definePagedRoute<const E extends Endpoint & { readonly paged: object }, T>(target: E, implementation: PagedRouteImplementation<E, T>): RouteDefinition {
  return erase(target, implementation as unknown as AnyImplementation);
}
