import { GalleryFileView } from './gallery-file-view.js';
import { useGalleryFile } from './use-gallery-file.js';

/** /galleryFile/:id */
export function GalleryFileScreen() {
  return <GalleryFileView {...useGalleryFile()} />;
}
