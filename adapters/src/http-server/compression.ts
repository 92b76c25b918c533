import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Below this an answer fits a packet or two: compressing it costs more than it saves.
const THRESHOLD_BYTES = 1024;
// Answers are compressed as they are sent, so the fastest levels; the web app's files are compressed once, at build
// time, at the highest. Brotli 1 against 4: a 10-row patient page in 29 µs against 78 (2.2 kB against 1.8), the export
// of 30,000 patients 3.4 MB against 2.7 in less time, and catalogue searches at 50 clients 1,430 → 1,700–1,770 a second.
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
// Answers up to this size are compressed in one call on the request's thread; larger ones (the export) stream through
// zlib's worker threads. The plugin's default follows the core count (8 kB on 2 cores), so a 10-row patient page of
// 8.7 kB took the stream path: a zlib context, a pipeline and worker-thread hand-offs per answer, which cost more than
// the compression: a 10-row page at 50 clients went from about 720 to 920 answers a second.
const SYNC_THRESHOLD_BYTES = 64 * 1024;

/**
 * Compresses API answers (JSON, the export's stream, CSV) with brotli or gzip as the client accepts; a list of 30,000
 * patients shrinks about eightfold. The web app's files are served pre-compressed by the static plugin instead
 * (`.br`/`.gz` beside each file), so they are never compressed here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    syncThreshold: SYNC_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: GZIP_LEVEL },
    // Video files are compressed already, and ranges of them must stay byte-exact.
    customTypes: /^(application\/(json|.*\+json|javascript|xml)|text\/.*)(;|$)/,
  });
}
