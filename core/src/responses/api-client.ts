import { err, ok, Result, type ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import type { Pagination } from '../domain/pagination.js';
import { parseWire, type WireFormatError } from '../wire/wire-format-error.js';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiQueryValue = string | number | boolean | null | undefined;

/** One call to the API; `path` is relative to the API base (`Notifications/UpdateNotification/7`). */
export interface ApiRequest {
  readonly method: ApiMethod;
  readonly path: string;
  /** Entries whose value is null or undefined are left out of the query string. */
  readonly query?: Readonly<Record<string, ApiQueryValue>>;
  readonly json?: unknown;
  /** Sends this bearer token instead of the stored one (signing out after the session was cleared). */
  readonly token?: string;
  /** Skips the response policy: for calls the user did not ask for and need not hear about (signing out). */
  readonly quiet?: boolean;
  /** Sends one file as multipart/form-data instead of JSON, reporting how much of it has gone up. */
  readonly upload?: ApiUpload;
}

/** The part of an `AbortSignal` an upload listens to. */
export interface UploadSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

/** A file sent as the one part of a multipart body. */
export interface ApiUpload {
  /** The multipart field (`file` for Gallery/UploadFile). */
  readonly field: string;
  /** A `Blob` (or `File`) in the browser; core has no DOM types, so only what it reads is named. */
  readonly file: { readonly size: number; readonly type: string };
  readonly fileName: string;
  /** Called as bytes go up, with 0 to 100. */
  readonly onProgress?: (percent: number) => void;
  /** Aborting it stops the transfer; the call then fails with `Cancelled`. */
  readonly signal?: UploadSignal;
}

/** Turns a wire body into what the caller wants (the `fromWire…` functions of core/wire fit). */
export type BodyReader<T> = (body: unknown) => Result<T, WireFormatError>;

/** A successful answer: its read body and, for paged lists, the pagination header. */
export interface ApiReply<T> {
  readonly status: number;
  readonly data: T;
  readonly pagination: Pagination | null;
}

/** Why a call gave no usable answer. The response policy has already shown or done what it says for it. */
export type ApiError =
  | { readonly kind: 'Refused'; readonly status: number; readonly messages: readonly string[] }
  | { readonly kind: 'Unauthorized' }
  | { readonly kind: 'UnderMaintenance' }
  | { readonly kind: 'ServerFailed'; readonly status: number }
  | { readonly kind: 'Unreachable' }
  | { readonly kind: 'InvalidAnswer'; readonly issues: readonly string[] }
  /** The user stopped the call (an upload's cancel); nothing is shown for it. */
  | { readonly kind: 'Cancelled' };

/** The portal's REST API as seen by a client; every answer goes through {@link planResponseEffects} first. */
export interface ApiClient {
  /**
   * Sends the request with the stored bearer token and reads the body with `read`
   * (a 204 or empty body reaches `read` as `null`). `err` for every status outside 2xx, for a body
   * `read` refuses, and when no answer arrived.
   */
  request<T>(request: ApiRequest, read: BodyReader<T>): ResultAsync<ApiReply<T>, ApiError>;
}

/** Reads a list body item by item with `read`; the first bad item fails the whole list. */
export function listOf<T>(read: BodyReader<T>): BodyReader<T[]> {
  return (body) => {
    if (!Array.isArray(body)) return err({ kind: 'WireFormatError', entity: 'list', issues: ['(body): must be a list'] });
    return Result.combine(body.map((item) => read(item)));
  };
}

/** Reads a body with a zod schema, keeping it as it is. */
export function bodyOf<S extends z.ZodType>(entity: string, schema: S): BodyReader<z.output<S>> {
  return (body) => parseWire(entity, schema, body, (value) => value);
}

/** Accepts any body (for calls whose answer only matters through the response policy). */
export const anyBody: BodyReader<unknown> = (body) => ok(body);
