import { useState } from 'react';
import type { ExportProgress, ExportWritten } from '@rafdesk/core';

/** An Excel export under way: the list is read from the server, then its rows are written into the file. */
export type ExportProgressState = { readonly phase: 'reading' } | ({ readonly phase: 'writing' } & ExportWritten);

/** The share of the rows written, 0–100; 0 while the list is read. */
export function exportPercent(state: ExportProgressState): number {
  if (state.phase === 'reading' || state.of === 0) return 0;
  return Math.min(100, Math.round((state.rows / state.of) * 100));
}

/**
 * The progress of a screen's Excel export, for the bar beside its button. `run` reads (phase `reading`), then hands
 * the work a listener that moves the bar as the rows are written; the bar goes when the work ends, however it ends.
 */
export function useExportProgress() {
  const [progress, setProgress] = useState<ExportProgressState | null>(null);
  const run = async (work: (onProgress: ExportProgress) => Promise<unknown>) => {
    setProgress({ phase: 'reading' });
    try {
      await work(({ rows, of }) => setProgress({ phase: 'writing', rows, of }));
    } finally {
      setProgress(null);
    }
  };
  return { progress, run };
}
