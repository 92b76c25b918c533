import type { ApiUpload } from '@rafdesk/core';

/** What came back from an upload: the status, the raw body text and the headers the client reads. */
export interface UploadAnswer {
  readonly status: number;
  readonly text: string;
  readonly header: (name: string) => string | null;
}

/**
 * Posts one file as multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress over
 * HTTP/1.1 (fetch needs a streaming body, which Chromium sends only over HTTP/2). Resolves `'cancelled'` when the
 * signal aborts it; rejects when no answer arrived.
 */
export function sendUpload(url: string, method: string, token: string | null, upload: ApiUpload): Promise<UploadAnswer | 'cancelled'> {
  return new Promise((resolve, reject) => {
    if (upload.signal?.aborted) {
      resolve('cancelled');
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.ontimeout = () => reject(new Error('upload timed out'));
    xhr.onabort = () => resolve('cancelled');
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The web app hands a browser File here (core names it structurally, having no DOM types).
    form.append(upload.field, upload.file as Blob, upload.fileName);
    xhr.send(form);
  });
}
