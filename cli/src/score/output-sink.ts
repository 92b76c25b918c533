/** The output failed under a run: its reader went away (EPIPE, as with `| head -n 1`) or a write failed (a full disk). */
export class OutputFailed extends Error {
  constructor(readonly failure: NodeJS.ErrnoException) {
    super(failure.message);
  }

  /** The reader closed the pipe: it has read all it wanted, so the run stops quietly. */
  get readerGone(): boolean {
    return this.failure.code === 'EPIPE' || this.failure.code === 'ERR_STREAM_DESTROYED';
  }
}

/**
 * Writes to a stream and turns its failure into an {@link OutputFailed} at the next write or wait, instead of an
 * 'error' event nobody listens to (which Node turns into a crash with a stack trace).
 */
export class OutputSink {
  private failure: NodeJS.ErrnoException | null = null;

  constructor(readonly stream: NodeJS.WritableStream) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      this.failure ??= error;
    });
  }

  private check(): void {
    if (this.failure !== null) throw new OutputFailed(this.failure);
  }

  /** Writes `data`, waiting while the stream is full; `written` runs once the stream is done with the bytes. */
  async write(data: string | Uint8Array, written?: () => void): Promise<void> {
    this.check();
    if (data.length === 0) return;
    const more = written === undefined ? this.stream.write(data) : this.stream.write(data, () => written());
    if (!more) await this.settled('drain');
    this.check();
  }

  /** Ends a stream the run opened (a file) and waits until its bytes are written. */
  async end(): Promise<void> {
    this.check();
    this.stream.end();
    await this.settled('finish');
    this.check();
  }

  // Waits for `event`, or for the failure or closing that means it will never come.
  private settled(event: 'drain' | 'finish'): Promise<void> {
    if (this.failure !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (closed: boolean) => () => {
        this.stream.off(event, onEvent);
        this.stream.off('close', onClose);
        this.stream.off('error', onError);
        if (closed) this.failure ??= Object.assign(new Error('the output was closed'), { code: 'ERR_STREAM_DESTROYED' });
        resolve();
      };
      const onEvent = done(false);
      const onClose = done(true);
      const onError = done(false);
      this.stream.once(event, onEvent);
      this.stream.once('close', onClose);
      this.stream.once('error', onError);
    });
  }
}
