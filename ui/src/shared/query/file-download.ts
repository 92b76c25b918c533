import { ResultAsync, errAsync } from 'neverthrow';
import type { ApiError, ApiRequest } from '@rafdesk/core';

/** A file the server wrote (a PDF, a zip), ready to hand to the user. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** How a download reaches the server: the API's address and the session's token (a file answer is not JSON). */
export interface DownloadAccess {
  readonly apiBase: string;
  readonly token: string | null;
}

const unreachable: ApiError = { kind: 'Unreachable' };

// The file's name is the server's (Content-Disposition); `fallback` stands in when it sends none.
const fileNameOf = (header: string | null, fallback: string) => /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;

/** Fetches a file answer by its contract's request with the session's token (a file is not read through the JSON client). */
export function download(request: ApiRequest, access: DownloadAccess, fallbackName: string, refusedWords: string): ResultAsync<DownloadedFile, ApiError> {
  const query = new URLSearchParams(Object.entries(request.query ?? {}).flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, String(value)]])));
  const url = `${access.apiBase.replace(/\/$/, '')}/${request.path}?${query.toString()}`;
  if (access.token === null) return errAsync(unreachable);
  return ResultAsync.fromPromise(fetch(url, { headers: { authorization: `Bearer ${access.token}` } }), () => unreachable)
    .andThen((response) => (response.ok
      ? ResultAsync.fromPromise(response.arrayBuffer(), () => unreachable).map((bytes) => ({ fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName), bytes: new Uint8Array(bytes) }))
      : errAsync<DownloadedFile, ApiError>({ kind: 'Refused', status: response.status, messages: [refusedWords] })));
}
