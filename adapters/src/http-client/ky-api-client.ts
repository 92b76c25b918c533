import ky, { type KyInstance } from 'ky';
import { ResultAsync, errAsync, okAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type ApiReply, type ApiRequest, type BodyReader, type ResponseEffect,
  PAGINATION_HEADER, fromPaginationHeader, planResponseEffects, refusalMessages,
} from '@rafdesk/core';
import { LoadingTracker, type LoadingListener } from './loading-tracker.js';
import { sendUpload } from './xhr-upload.js';

export interface KyApiClientOptions {
  /** The API base from `/config.json` (`/api` or an absolute address). */
  readonly baseUrl: string;
  /** The stored bearer token, read before every request; null when signed out. */
  readonly token: () => string | null;
  /** Applies what the response policy decided (toasts, navigation, closing a modal). */
  readonly applyEffects: (effects: readonly ResponseEffect[]) => void;
  readonly onLoading?: LoadingListener;
  readonly fetch?: typeof fetch;
  /** No answer within this long counts as unreachable. */
  readonly timeoutMs?: number;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFor(status: number, body: unknown): ApiError {
  if (status === 401) return { kind: 'Unauthorized' };
  if (status === 503) return { kind: 'UnderMaintenance' };
  if (status >= 500) return { kind: 'ServerFailed', status };
  return { kind: 'Refused', status, messages: refusalMessages(body) };
}

function searchParams(query: ApiRequest['query']): Record<string, string | number | boolean> {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined);
  return Object.fromEntries(entries);
}

/** {@link ApiClient} over ky: bearer token on every call, the response policy applied to every answer. */
export class KyApiClient implements ApiClient {
  private readonly http: KyInstance;
  private readonly loading: LoadingTracker;

  constructor(private readonly options: KyApiClientOptions) {
    this.loading = new LoadingTracker(options.onLoading ?? (() => undefined));
    this.http = ky.create({
      prefixUrl: options.baseUrl,
      throwHttpErrors: false,
      retry: 0,
      timeout: options.timeoutMs ?? 60_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [(request) => {
          const token = request.headers.get('Authorization') === null ? options.token() : null;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        }],
      },
    });
  }

  request<T>(request: ApiRequest, read: BodyReader<T>): ResultAsync<ApiReply<T>, ApiError> {
    this.loading.started();
    const apply = request.quiet ? () => undefined : this.options.applyEffects;
    return ResultAsync.fromPromise(this.send(request), () => {
      apply(planResponseEffects({ status: 0, body: null }));
      return { kind: 'Unreachable' } as const;
    })
      .andThen((answer) => {
        if (answer === 'cancelled') return errAsync({ kind: 'Cancelled' } as const);
        const { status, body, header } = answer;
        apply(planResponseEffects({ status, body }));
        if (status < 200 || status > 299) return errAsync(errorFor(status, body));
        const data = read(body);
        if (data.isErr()) return errAsync({ kind: 'InvalidAnswer', issues: data.error.issues } as const);
        const pagination = fromPaginationHeader(header(PAGINATION_HEADER)).unwrapOr(null);
        return okAsync({ status, data: data.value, pagination });
      })
      .map((reply) => { this.loading.finished(); return reply; })
      .mapErr((error) => { this.loading.finished(); return error; });
  }

  /** Sends the call: JSON over ky, or a file upload over XMLHttpRequest (the one that reports upload progress). */
  private async send(request: ApiRequest): Promise<{ status: number; body: unknown; header: (name: string) => string | null } | 'cancelled'> {
    const path = request.path.replace(/^\/+/, '');
    if (request.upload) {
      const query = new URLSearchParams(Object.entries(searchParams(request.query)).map(([key, value]) => [key, String(value)])).toString();
      const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${path}${query === '' ? '' : `?${query}`}`;
      const answer = await sendUpload(url, request.method, request.token ?? this.options.token(), request.upload);
      return answer === 'cancelled' ? answer : { status: answer.status, body: parseBody(answer.text), header: answer.header };
    }
    const response = await this.http(path, {
      method: request.method,
      searchParams: searchParams(request.query),
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.token === undefined ? {} : { headers: { Authorization: `Bearer ${request.token}` } }),
    });
    return { status: response.status, body: await readBody(response), header: (name) => response.headers.get(name) };
  }
}
