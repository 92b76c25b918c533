import type { z } from 'zod';
import type { Action } from '../access/permission-table.js';
import type { ApiMethod, ApiRequest, ApiUpload } from '../responses/api-client.js';

/** Who may call an endpoint: anyone, any signed-in user, or a user whose role holds the permission. */
export type EndpointAccess = 'public' | 'signed-in' | { readonly permission: Action };

/**
 * One call of the HTTP API as both sides know it: the server mounts its route from this and the web app calls
 * through it, so a path, a field or a permission is written once.
 */
export interface Endpoint {
  readonly method: ApiMethod;
  /** Path under `/api/`, spelled as the spec spells it (`Insurances/getBSSReport`, `Notifications/UpdateNotification/:id`). */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * Arguments that may travel in the query string or in a JSON body (see `queryOrBody`): the server reads both parts
   * merged, names in any letter case, with this schema, and refuses the call when they break it.
   */
  readonly arguments?: z.ZodObject;
  /** The answer's shape (of one row, for a paged list); the server strips fields it does not name. */
  readonly response?: z.ZodType;
  /** A paged list: `pageNumber`/`pageSize` in the query, the rows as an array and the `x-pagination` header. */
  readonly paged?: { readonly defaultPageSize?: number };
  /** A file upload: the body is multipart/form-data with the file in this field (the server hands the handler `body.file`). */
  readonly multipart?: { readonly field: string };
  /** The audited action, for calls that read or write patient data. */
  readonly audit?: string;
  /** 200 unless said: 201 for a creation, 204 for no body. */
  readonly successStatus?: 200 | 201 | 204;
}

/** Declares an endpoint, keeping its literal types so both sides are typed from it. */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** The page of a list; the spec's calls spell it both ways (`pageSize`, `PageSize`) and the server reads any letter case. */
type PageQuery = { readonly pageNumber?: number; readonly pageSize?: number; readonly PageNumber?: number; readonly PageSize?: number };
/** A part of the call, optional when the schema takes nothing (no fields required, or the part itself optional). */
type Part<K extends string, V> = [V] extends [never] ? { readonly [P in K]?: never }
  : undefined extends V ? { readonly [P in K]?: V } : Record<never, never> extends V ? { readonly [P in K]?: V } : { readonly [P in K]: V };

/** What a caller gives to call an endpoint: its query (with the page for a list), path parameters and JSON body. */
export type EndpointCall<E extends Endpoint> =
  & Part<'query', E['paged'] extends object ? (E['query'] extends z.ZodType ? InputOf<E['query']> & PageQuery : PageQuery) : InputOf<E['query']>>
  & Part<'params', InputOf<E['params']>>
  & (E['multipart'] extends object ? { readonly upload: Omit<ApiUpload, 'field'>; readonly json?: never } : Part<'json', InputOf<E['body']>>)
  & Pick<ApiRequest, 'token' | 'quiet'>;

/** The path of an endpoint with its `:name` parameters filled in. */
export function endpointPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** The request that calls an endpoint. */
export function requestOf<E extends Endpoint>(target: E, call: EndpointCall<E>): ApiRequest {
  const { query, params, json, token, quiet, upload } = call as {
    query?: ApiRequest['query']; params?: Record<string, unknown>; json?: unknown; token?: string; quiet?: boolean; upload?: Omit<ApiUpload, 'field'>;
  };
  return {
    method: target.method,
    path: endpointPath(target.path, params),
    ...(query === undefined ? {} : { query }),
    ...(json === undefined ? {} : { json }),
    ...(token === undefined ? {} : { token }),
    ...(quiet === undefined ? {} : { quiet }),
    ...(upload === undefined || target.multipart === undefined ? {} : { upload: { ...upload, field: target.multipart.field } }),
  };
}
