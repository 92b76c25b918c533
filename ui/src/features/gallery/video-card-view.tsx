import { Button } from 'primereact/button';
import { formatDisplayDate, type Video } from '@rafdesk/core';
import { categoryLabel } from './gallery-labels.js';

export interface VideoCardViewProps {
  readonly video: Video;
  readonly onOpen: (video: Video) => void;
  /** Edit and delete icons: Admin and Superuser only (null hides them). */
  readonly onEdit: ((video: Video) => void) | null;
  readonly onDelete: ((video: Video) => void) | null;
}

/** MM/DD/YYYY of the video's creation. */
export const videoDate = (video: Video): string => formatDisplayDate(video.createdAt.slice(0, 10));

/** A gallery card: the preview image, title, description and date; the whole picture and title open the video. */
export function VideoCardView({ video, onOpen, onEdit, onDelete }: VideoCardViewProps) {
  return (
    <article className="video-card" aria-labelledby={`video-card-${video.id}`}>
      <button type="button" className="video-card__open" onClick={() => onOpen(video)} aria-describedby={`video-card-${video.id}-date`}>
        {video.previewImagePath
          ? <img className="video-card__image" src={video.previewImagePath} alt="" />
          : <span className="video-card__image video-card__image--none" aria-hidden="true"><i className="pi pi-video" /></span>}
        <span className="video-card__category">{categoryLabel(video.category)}</span>
        <h2 id={`video-card-${video.id}`} className="video-card__title">{video.title}</h2>
      </button>
      {video.description && <p className="video-card__description">{video.description}</p>}
      <div className="video-card__footer">
        <time id={`video-card-${video.id}-date`} dateTime={video.createdAt}>{videoDate(video)}</time>
        {(onEdit || onDelete) && (
          <span className="video-card__actions">
            {onEdit && <Button type="button" icon="pi pi-pencil" rounded text aria-label={`Edit ${video.title}`} onClick={() => onEdit(video)} />}
            {onDelete && <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={`Delete ${video.title}`} onClick={() => onDelete(video)} />}
          </span>
        )}
      </div>
    </article>
  );
}
