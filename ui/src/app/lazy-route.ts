/** A lazy chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A part of the interface (a route's code) could not be loaded. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly reason: 'failed' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'Loading this screen took too long.' : 'This screen could not be loaded.', { cause });
  }
}

/** A style sheet of a screen could not be loaded. */
export class CssLoadError extends Error {
  override readonly name = 'CssLoadError';
  constructor(cause?: unknown) {
    super('The styles of this screen could not be loaded.', { cause });
  }
}

/** Classifies a failed dynamic import: Vite reports style preload failures with this wording. */
export function loadErrorOf(error: unknown): ChunkLoadError | CssLoadError {
  if (error instanceof ChunkLoadError || error instanceof CssLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /preload CSS/i.test(message) ? new CssLoadError(error) : new ChunkLoadError('failed', error);
}

/** Runs a dynamic import and turns a failure, or no answer within `timeoutMs`, into a load error. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => { clearTimeout(timer); resolve(module); },
      (error: unknown) => { clearTimeout(timer); reject(loadErrorOf(error)); },
    );
  });
}
