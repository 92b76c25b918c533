import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { can, type RoleName, type Video, type VideoCategory } from '@rafdesk/core';
import { useOfferUndo } from '../../shared/feedback/use-offer-undo.js';
import { usePagedList } from '../../shared/query/use-paged-list.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { galleryClient } from './gallery-client.js';
import { GALLERY_KEYS } from './gallery-queries.js';
import type { GalleryViewProps } from './gallery-view.js';
import { useVideoForm } from './use-video-form.js';

interface GalleryFilter {
  readonly searchQuery: string | null;
  readonly category: VideoCategory | null;
  readonly role: RoleName | null;
  readonly newestFirst: boolean;
}

/** The form dialog: which video it edits (null for Add new); a new key remounts a fresh form. */
interface OpenForm {
  readonly editing: Video | null;
  readonly key: number;
}

/** The Gallery screen: each role's videos, filters, the sort toggle, pages, and the administrators' add, edit and delete. */
export function useGallery(): GalleryViewProps {
  const api = useService('api');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offerUndo = useOfferUndo();
  const client = useMemo(() => galleryClient(api), [api]);
  const actor = { role: user?.role ?? 'InsuranceStaff' };
  const list = usePagedList<Video, GalleryFilter>(GALLERY_KEYS.list, { searchQuery: null, category: null, role: null, newestFirst: true }, (request) => client.list(request));
  // A search kept in the URL (a refresh, a shared link) shows in the box again.
  const [text, setText] = useState(list.filter.searchQuery ?? '');
  const [deleting, setDeleting] = useState<{ video: Video; busy: boolean } | null>(null);
  const [open, setOpen] = useState<OpenForm | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all });
  const form = useVideoForm(client, open?.editing ?? null, () => { setOpen(null); reload(); }, open?.key ?? 0);
  // Every opening gets a new key, so even two Add new in a row start from an empty form.
  const openings = useRef(0);
  const openForm = (editing: Video | null) => {
    openings.current += 1;
    setOpen({ editing, key: openings.current });
  };

  return {
    search: { text, onText: setText, onSearch: () => list.setFilter({ searchQuery: text.trim() === '' ? null : text.trim() }) },
    category: { value: list.filter.category, onChange: (category) => list.setFilter({ category }) },
    role: can(actor, 'gallery.filterByRole') ? { value: list.filter.role, onChange: (role) => list.setFilter({ role }) } : null,
    newestFirst: list.filter.newestFirst,
    onToggleSort: () => list.setFilter({ newestFirst: !list.filter.newestFirst }),
    onAdd: can(actor, 'gallery.create') ? () => openForm(null) : null,
    videos: list.rows,
    loading: list.loading,
    failed: list.failed,
    page: list.page,
    onPage: list.onPage,
    onOpen: (video) => void navigate(pathTo('GalleryFile', { id: video.id })),
    onEdit: can(actor, 'gallery.edit') ? (video) => openForm(video) : null,
    onDelete: can(actor, 'gallery.delete') ? (video) => setDeleting({ video, busy: false }) : null,
    confirmDelete: deleting === null ? null : {
      title: deleting.video.title, busy: deleting.busy,
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        setDeleting({ ...deleting, busy: true });
        const { title } = deleting.video;
        void client.remove(deleting.video).match((undoId) => {
          setDeleting(null);
          reload();
          offerUndo({ title: 'Deleted!', text: `The video "${title}" has been deleted`, restoredText: `The video "${title}" has been restored`, undoId, restore: (id) => client.restore(id).map(reload) });
        }, () => setDeleting(null));
      },
    },
    form: open === null ? null : { ...form, onClose: () => setOpen(null) },
  };
}
