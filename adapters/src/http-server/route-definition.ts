import type { Page, PageWindow } from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { ApiError } from './api-error.js';
import type { AuthenticatedUser, Permission, RequestMeta } from './principal.js';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or a user whose role holds the permission. */
export type RouteAccess = 'public' | 'signed-in' | { readonly permission: Permission };

type Returned<T, E> = Result<T, E> | PromiseLike<Result<T, E>>;
type EmptyObject = z.ZodObject<Record<string, never>>;

/** What a handler receives: the parsed input, the caller (`null` on public routes) and where the call came from. */
export interface RouteInput<A extends RouteAccess, Q, P, B> {
  readonly query: Q;
  readonly params: P;
  readonly body: B;
  readonly user: A extends 'public' ? null : AuthenticatedUser;
  readonly meta: RequestMeta;
}

/** A call of a paged list also receives the page asked for. */
export interface PagedRouteInput<A extends RouteAccess, Q, P, B> extends RouteInput<A, Q, P, B> {
  readonly page: PageWindow;
}

interface RouteSpecBase<A extends RouteAccess, Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, I, T> {
  readonly method: RouteMethod;
  /** Path under `/api/`, spelled as the spec spells it (`Insurances/getBSSReport`, `Notifications/UpdateNotification/:id`). */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly access: A;
  readonly query?: Q;
  readonly params?: P;
  readonly body?: B;
  /** When given, the reply is parsed through it (unknown fields are stripped) and it documents the response. */
  readonly response?: z.ZodType;
  /** Routes that read or write patient data name the audited action and, when there is one, the record id. */
  readonly audit?: {
    readonly action: string;
    readonly recordId?: (input: I, value: T | undefined) => string | number | null | undefined;
  };
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
  readonly authenticate: (ticket: string, query: Readonly<Record<string, unknown>>) => PromiseLike<Result<AuthenticatedUser, ApiError>>;
}

/** A route that answers with one value. */
export interface RouteSpec<A extends RouteAccess, Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, T>
  extends RouteSpecBase<A, Q, P, B, RouteInput<A, z.output<Q>, z.output<P>, z.output<B>>, T> {
  /** 200 (default) sends the value as JSON, 201 likewise, 204 sends no body. */
  readonly successStatus?: 200 | 201 | 204;
  /** For answers that are not JSON (files, streams): writes the value to the reply itself. */
  readonly reply?: (value: T, reply: FastifyReply) => unknown;
  readonly handler: (input: RouteInput<A, z.output<Q>, z.output<P>, z.output<B>>) => Returned<T, ApiError>;
}

/** A paged list: answers with the page's items as a JSON array and the `x-pagination` header. */
export interface PagedRouteSpec<A extends RouteAccess, Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, T>
  extends RouteSpecBase<A, Q, P, B, PagedRouteInput<A, z.output<Q>, z.output<P>, z.output<B>>, Page<T>> {
  /** Page size when the caller names none (the spec's lists differ: 10, 20, 1000). */
  readonly defaultPageSize?: number;
  readonly handler: (input: PagedRouteInput<A, z.output<Q>, z.output<P>, z.output<B>>) => Returned<Page<T>, ApiError>;
}

/** The parsed input of a call, as the mounted route hands it over. */
export interface ParsedInput {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
  readonly page: PageWindow | null;
  readonly user: AuthenticatedUser | null;
  readonly meta: RequestMeta;
}

/** A route ready to mount: the spec with its types erased, so any list of routes can be passed to the server. */
export interface RouteDefinition {
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
  readonly handle: (input: ParsedInput) => Returned<unknown, ApiError>;
}

type AnySpec = RouteSpecBase<RouteAccess, z.ZodType, z.ZodType, z.ZodType, never, never> & {
  readonly handler: (input: never) => Returned<unknown, ApiError>;
};

function erase(spec: AnySpec, paging: RouteDefinition['paging'], rest: Pick<RouteDefinition, 'successStatus' | 'reply'>): RouteDefinition {
  const recordIdOf = spec.audit?.recordId as ((input: ParsedInput, value: unknown) => string | number | null | undefined) | undefined;
  const recordId = (input: ParsedInput, value: unknown): string | null => {
    const id = recordIdOf === undefined ? returnedRecordIds(value) : recordIdOf(input, value);
    return id === null || id === undefined ? null : String(id);
  };
  return {
    method: spec.method,
    path: spec.path.replace(/^\/+/, ''),
    summary: spec.summary,
    access: spec.access,
    schemas: { query: spec.query, params: spec.params, body: spec.body, response: spec.response },
    paging,
    audit: spec.audit ? { action: spec.audit.action, recordId } : null,
    duringMaintenance: spec.duringMaintenance ?? false,
    rateLimit: spec.rateLimit ?? null,
    bodyLimitBytes: spec.bodyLimitBytes ?? null,
    urlTicket: spec.urlTicket ?? null,
    handle: spec.handler as (input: ParsedInput) => Returned<unknown, ApiError>,
    ...rest,
  };
}

/**
 * The records a list read handed out (the `recordID` of each row of a page or an array), comma-separated, so the
 * audit trail says which patients a user saw; null when the value holds no such rows.
 */
function returnedRecordIds(value: unknown): string | null {
  const rows: unknown = Array.isArray(value) ? value : (value !== null && typeof value === 'object' && 'items' in value ? value.items : null);
  if (!Array.isArray(rows)) return null;
  const ids = rows.flatMap((row: unknown) => (row !== null && typeof row === 'object' && 'recordID' in row && typeof row.recordID === 'number' ? [row.recordID] : []));
  return ids.length === 0 ? null : ids.join(',');
}

/** Declares a route; validation, sign-in, access, audit, maintenance and error mapping come with it. */
export function defineRoute<const A extends RouteAccess, T, Q extends z.ZodType = EmptyObject, P extends z.ZodType = EmptyObject, B extends z.ZodType = z.ZodUndefined>(
  spec: RouteSpec<A, Q, P, B, T>,
): RouteDefinition {
  const reply = spec.reply as ((value: unknown, reply: FastifyReply) => unknown) | undefined;
  return erase(spec as unknown as AnySpec, null, { successStatus: spec.successStatus ?? 200, reply: reply ?? null });
}

/** Declares a paged list: `pageNumber`/`pageSize` are parsed for it and `x-pagination` is sent. */
export function definePagedRoute<const A extends RouteAccess, T, Q extends z.ZodType = EmptyObject, P extends z.ZodType = EmptyObject, B extends z.ZodType = z.ZodUndefined>(
  spec: PagedRouteSpec<A, Q, P, B, T>,
): RouteDefinition {
  return erase(spec as unknown as AnySpec, { defaultPageSize: spec.defaultPageSize }, { successStatus: 200, reply: null });
}
