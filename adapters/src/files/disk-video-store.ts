import { FileVideoStore } from './file-video-store.js';
import { FolderFileStore } from './folder-file-store.js';

/** Gallery videos as files in one folder (one machine): the video rules over a {@link FolderFileStore}. */
export class DiskVideoStore extends FileVideoStore {
  private readonly folder: FolderFileStore;

  constructor(directory: string) {
    const folder = new FolderFileStore(directory);
    super(folder);
    this.folder = folder;
  }

  /** Deletes temporary files of uploads that a crash interrupted; run once at start. Returns how many. */
  removeIncomplete(): Promise<number> {
    return this.folder.removeIncomplete();
  }
}
