import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fromResult } from '../../shared/query/from-result.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { OTHER_VIDEOS_PAGE_SIZE, galleryClient, streamUrl } from './gallery-client.js';
import type { GalleryFileViewProps } from './gallery-file-view.js';
import { GALLERY_KEYS } from './gallery-queries.js';

/** A failed source is renewed at most this often, so a video the server refuses is not asked for in a loop. */
const RENEW_AT_MOST_EVERY_MS = 10_000;

/**
 * GalleryFile: the chosen video (GalleryResolve) and a stream ticket for its player. A ticket lives 5 minutes; when
 * the player's source fails after that, a new ticket is fetched and playback resumes where it was.
 */
export function useGalleryFile(): GalleryFileViewProps {
  const api = useService('api');
  const { apiBase } = useService('config');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useMemo(() => galleryClient(api), [api]);
  const resolved = useQuery({ queryKey: GALLERY_KEYS.resolve(id), queryFn: () => fromResult(client.resolve(id)), enabled: Number.isInteger(id) && id > 0, retry: false });
  const video = resolved.data?.video ?? null;
  // A video the role may not see (or that is gone) still leaves the videos it may see to choose from.
  const visible = useQuery({
    queryKey: [...GALLERY_KEYS.list, 'others'], enabled: resolved.isError, retry: false,
    queryFn: () => fromResult(client.list({ pageNumber: 1, pageSize: OTHER_VIDEOS_PAGE_SIZE, searchQuery: null, category: null, role: null, newestFirst: true })),
  });
  const [source, setSource] = useState<{ src: string | null; resumeAt: number }>({ src: null, resumeAt: 0 });
  const lastRenewal = useRef(0);

  const videoId = video?.id ?? null;
  const fetchTicket = useCallback((resumeAt: number) => {
    if (videoId === null) return;
    lastRenewal.current = Date.now();
    void client.streamTicket(videoId).map((ticket) => setSource({ src: streamUrl(apiBase, videoId, ticket), resumeAt }));
  }, [client, apiBase, videoId]);
  // A new video, a new ticket (a re-read of the same video keeps the player as it is).
  useEffect(() => {
    setSource({ src: null, resumeAt: 0 });
    fetchTicket(0);
  }, [fetchTicket]);

  return {
    video,
    missing: resolved.isError || !(Number.isInteger(id) && id > 0),
    player: {
      src: source.src, resumeAt: source.resumeAt,
      onFailed: (at) => { if (Date.now() - lastRenewal.current > RENEW_AT_MOST_EVERY_MS) fetchTicket(at); },
    },
    others: resolved.data?.videos ?? visible.data?.rows ?? [],
    onOpen: (other) => void navigate(pathTo('GalleryFile', { id: other.id })),
    onBack: () => void navigate(pathTo('Gallery')),
  };
}
