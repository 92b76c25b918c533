import { createHash } from 'node:crypto';
import { zip as zipAsync } from 'fflate';
import { ResultAsync } from 'neverthrow';
import type { ExportFailed, RadvPackTools } from '@rafdesk/core';

const failed = (reason: string) => (): ExportFailed => ({ kind: 'ExportFailed', reason });

/** The text of each page of a PDF with pdf.js (unpdf's build for servers); loaded with the first pack. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js takes the buffer over: it reads a copy, so the caller's bytes stay whole.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, ' '));
  } finally {
    await document.destroy();
  }
}

function zipped(files: readonly { readonly name: string; readonly bytes: Uint8Array }[]): Promise<Uint8Array> {
  // fflate's asynchronous zip compresses in worker threads, so a pack of 200 members does not stall other requests.
  return new Promise((resolve, reject) => {
    zipAsync(Object.fromEntries(files.map((file) => [file.name, file.bytes])), { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/** {@link RadvPackTools} with pdf.js (reading), jsPDF and pdf-lib (the member PDF), fflate (the zip) and Node's SHA-256. */
export const radvPackTools: RadvPackTools = {
  pageTexts: (pdf) => ResultAsync.fromPromise(pageTexts(pdf), failed('the PDF could not be read')),
  // jsPDF and pdf-lib load with the first pack, not at start-up.
  memberPdf: (sheet, records, context) => ResultAsync.fromPromise(import('./radv-pack-pdf.js').then(({ memberPackPdf }) => memberPackPdf(sheet, records, context)), failed('the member PDF could not be written')),
  zip: (files) => ResultAsync.fromPromise(zipped(files), failed('the zip could not be written')),
  sha256: (bytes) => createHash('sha256').update(bytes).digest('hex'),
  utf8: (text) => new Uint8Array(Buffer.from(text, 'utf8')),
};
