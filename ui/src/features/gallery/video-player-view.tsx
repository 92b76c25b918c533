export interface VideoPlayerViewProps {
  readonly title: string;
  /** The stream's URL with its ticket; null while the ticket is asked for. */
  readonly src: string | null;
  /** Where to go once the (renewed) source is ready: the point playback had reached when the old one failed. */
  readonly resumeAt: number;
  /** The source failed (an expired ticket, a lost connection); `at` is where playback was. */
  readonly onFailed: (at: number) => void;
  readonly poster: string | null;
}

/** The player: a native video element (its own controls seek with Range requests), resuming after a renewed source. */
export function VideoPlayerView({ title, src, resumeAt, onFailed, poster }: VideoPlayerViewProps) {
  if (src === null) return <div className="video-player video-player--waiting" aria-busy="true">Loading the video…</div>;
  return (
    <video className="video-player" src={src} controls preload="metadata" aria-label={title} {...(poster ? { poster } : {})}
      onLoadedMetadata={(event) => { if (resumeAt > 0) event.currentTarget.currentTime = resumeAt; }}
      onError={(event) => onFailed(event.currentTarget.currentTime)} />
  );
}
