import type { DestinationStream } from 'pino';

/** A log destination that keeps every line, so a test can read what the server logged. */
export class CapturedLog implements DestinationStream {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  /** Every line parsed as JSON. */
  records(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** The lines that contain `text` (case-insensitive). */
  containing(text: string): string[] {
    const needle = text.toLowerCase();
    return this.lines.filter((line) => line.toLowerCase().includes(needle));
  }
}
