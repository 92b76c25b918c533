import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { galleryClient } from './gallery-client.js';
import { useVideoForm } from './use-video-form.js';
import { VideoFormView } from './video-form-view.js';
import './gallery.css';

/** /upload: the Add new form on a page of its own; saving or leaving goes back to the Gallery. */
export function UploadScreen() {
  const api = useService('api');
  const navigate = useNavigate();
  const client = useMemo(() => galleryClient(api), [api]);
  const toGallery = () => void navigate(pathTo('Gallery'));
  const form = useVideoForm(client, null, toGallery);
  return (
    <section className="upload" aria-labelledby="upload-heading">
      <h1 id="upload-heading">Upload</h1>
      <VideoFormView {...form} onClose={toGallery} />
    </section>
  );
}
