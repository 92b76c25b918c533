import type { ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { ORPHAN_GRACE_MS, sweepUnnamedFiles, type OrphanSweep } from '../files/sweep-unnamed-files.js';
import type { GalleryPorts } from './gallery-ports.js';

/**
 * Removes the uploaded files no video names (as its file or its preview) once older than the grace: uploads whose
 * form was never sent, which the store would otherwise keep (and bill) for ever.
 */
export function sweepOrphanedVideos(ports: GalleryPorts, graceMs: number = ORPHAN_GRACE_MS): ResultAsync<OrphanSweep, StorageError> {
  return sweepUnnamedFiles({
    list: (after) => ports.videoStore.list(after).map((page) => ({ files: page.videos.map((video) => ({ key: video.storedName, modifiedAt: video.modifiedAt })), next: page.next })),
    named: (keys) => ports.videos.referenced(keys),
    remove: (key) => ports.videoStore.remove(key),
  }, new Date(ports.clock.now().getTime() - graceMs));
}
