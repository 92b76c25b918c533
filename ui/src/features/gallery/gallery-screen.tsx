import { GalleryView } from './gallery-view.js';
import { useGallery } from './use-gallery.js';

/** /gallery */
export function GalleryScreen() {
  return <GalleryView {...useGallery()} />;
}
