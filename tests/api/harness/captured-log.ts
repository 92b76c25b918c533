/** Every log line the portals of this test file wrote, for the log-canary checks. */
class CapturedLog {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
}

export const capturedLog = new CapturedLog();
