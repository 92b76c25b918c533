import { sweepOrphanedNotePdfs, sweepOrphanedVideos, type GalleryPorts, type NotePdfSweepPorts, type OrphanSweep } from '@rafdesk/core';
import type { FastifyBaseLogger } from 'fastify';

/** How often `rafdesk serve` sweeps the stores for files nothing names (and once at start). */
export const ORPHAN_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** What one sweep removed: gallery uploads no video names, and note PDFs no note names (with a bucket). */
export interface OrphansSwept {
  readonly videos: OrphanSweep | null;
  readonly notePdfs: OrphanSweep | null;
}

/** The stores a sweep looks in: the video store always, the bucket's note PDFs when a bucket is set. */
export interface OrphanSweepPorts {
  readonly gallery: GalleryPorts;
  readonly notePdfs: NotePdfSweepPorts | null;
}

/** One sweep, its outcome logged: the files removed by key (generated names and note ids, never a patient's), or why it failed. */
export async function sweepOnce(ports: OrphanSweepPorts, log: FastifyBaseLogger): Promise<OrphansSwept> {
  const videos = await sweepOrphanedVideos(ports.gallery).match(
    (swept) => {
      if (swept.removed.length > 0) log.info({ looked: swept.looked, removed: swept.removed }, 'removed uploaded videos no video names');
      return swept;
    },
    (error) => {
      log.warn({ errorType: error.kind }, 'sweeping the uploaded videos no video names failed; the next sweep tries again');
      return null;
    },
  );
  const notePdfs = ports.notePdfs === null ? null : await sweepOrphanedNotePdfs(ports.notePdfs).match(
    (swept) => {
      if (swept.removed.length > 0) log.info({ looked: swept.looked, removed: swept.removed }, 'removed note PDFs no note names (a submit that failed after keeping its PDF)');
      return swept;
    },
    (error) => {
      log.warn({ errorType: error.kind }, 'sweeping the note PDFs no note names failed; the next sweep tries again');
      return null;
    },
  );
  return { videos, notePdfs };
}

/** Sweeps now and every {@link ORPHAN_SWEEP_EVERY_MS}; `stop` waits for a sweep under way. */
export function startOrphanSweep(ports: OrphanSweepPorts, log: FastifyBaseLogger, everyMs: number = ORPHAN_SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = sweepOnce(ports, log);
  const timer = setInterval(() => { running = running.then(() => sweepOnce(ports, log)); }, everyMs);
  // The timer alone never keeps a process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
