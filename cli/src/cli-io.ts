/** The streams and folder a command works with; tests pass their own, the binary passes the process's. */
export interface CliIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean; readonly columns?: number };
  readonly cwd: string;
  /** Set by a command: 1 when some item failed (0 otherwise); bad usage is 2 and comes from the parser. */
  exitCode: number;
}

/** The process's own streams. */
export const processIo = (): CliIo => ({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), exitCode: 0 });
