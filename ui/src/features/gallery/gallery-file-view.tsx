import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { Video } from '@rafdesk/core';
import { categoryLabel } from './gallery-labels.js';
import { videoDate } from './video-card-view.js';
import { VideoPlayerView, type VideoPlayerViewProps } from './video-player-view.js';
import './gallery.css';

export interface GalleryFileViewProps {
  /** The chosen video; null while it loads or when it cannot be watched. */
  readonly video: Video | null;
  readonly missing: boolean;
  readonly player: Omit<VideoPlayerViewProps, 'title' | 'poster'>;
  /** The other videos the caller may watch (the current one excluded). */
  readonly others: readonly Video[];
  readonly onOpen: (video: Video) => void;
  readonly onBack: () => void;
}

/** GalleryFile: the player with the video's title, description and date, the other videos, back to Gallery; the search box is inert. */
export function GalleryFileView({ video, missing, player, others, onOpen, onBack }: GalleryFileViewProps) {
  return (
    <section className="gallery-file" aria-labelledby="gallery-file-heading">
      <div className="gallery-file__bar">
        <Button type="button" label="Back to Gallery" icon="pi pi-arrow-left" text onClick={onBack} />
        {/* The spec keeps a search box here that does nothing. */}
        <label htmlFor="gallery-file-search" className="sr-only">Search (not available here)</label>
        <InputText id="gallery-file-search" placeholder="Search" disabled />
      </div>
      <div className="gallery-file__layout">
        <div className="gallery-file__main">
          {video && <VideoPlayerView {...player} title={video.title} poster={video.previewImagePath} />}
          <h1 id="gallery-file-heading">{video?.title ?? (missing ? 'Video not found' : 'Gallery File')}</h1>
          {missing && <p>This video does not exist or is not shown to your role.</p>}
          {video && (
            <>
              <p className="gallery-file__meta">{categoryLabel(video.category)} · <time dateTime={video.createdAt}>{videoDate(video)}</time></p>
              {video.description && <p>{video.description}</p>}
            </>
          )}
        </div>
        <aside className="gallery-file__others" aria-labelledby="gallery-file-others">
          <h2 id="gallery-file-others">Other videos</h2>
          {others.length === 0 && <p>No other videos</p>}
          <ul>
            {others.map((other) => (
              <li key={other.id}>
                <button type="button" className="gallery-file__other" onClick={() => onOpen(other)}>
                  {other.previewImagePath ? <img src={other.previewImagePath} alt="" /> : <span className="gallery-file__other-none" aria-hidden="true"><i className="pi pi-video" /></span>}
                  <span className="gallery-file__other-text">
                    <span className="gallery-file__other-title">{other.title}</span>
                    {other.description && <span className="gallery-file__other-description">{other.description}</span>}
                    <time dateTime={other.createdAt}>{videoDate(other)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
