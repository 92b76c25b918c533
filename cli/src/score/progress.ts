/** A one-line progress display on a terminal: lines done, rate and, when the size is known, percent. */
export interface Progress {
  advance(lines: number, bytes: number): void;
  finish(): void;
}

const NONE: Progress = { advance: () => undefined, finish: () => undefined };

/** A progress bar on `stream` when it is a terminal, otherwise one that shows nothing. */
export function progressOn(stream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number }, totalBytes: number | null): Progress {
  if (!stream.isTTY) return NONE;
  const started = Date.now();
  let lines = 0;
  let bytes = 0;
  let shown = 0;
  const draw = () => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = Math.round(lines / seconds).toLocaleString('en-US');
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 50));
    const fraction = totalBytes ? Math.min(1, bytes / totalBytes) : null;
    const bar = fraction === null ? '' : `[${'#'.repeat(Math.round(fraction * width)).padEnd(width, '.')}] ${(fraction * 100).toFixed(0).padStart(3)}% `;
    stream.write(`\r${bar}${lines.toLocaleString('en-US')} lines, ${rate}/s `);
  };
  return {
    advance(moreLines, moreBytes) {
      lines += moreLines;
      bytes += moreBytes;
      if (Date.now() - shown >= 200) {
        shown = Date.now();
        draw();
      }
    },
    finish() {
      draw();
      stream.write('\n');
    },
  };
}
