import { useEffect, useRef, useState } from 'react';
import { fieldErrors, validateGalleryForm, type RoleName, type Video, type VideoCategory, type VideoInput } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import type { GalleryClient } from './gallery-client.js';
import { frameOf, imageOf } from './preview-capture.js';

/** What the form holds while it is filled in. */
export interface VideoDraft {
  readonly title: string;
  readonly description: string;
  readonly category: VideoCategory | null;
  readonly roles: readonly RoleName[];
  /** The chosen video file (create only). */
  readonly file: File | null;
  /** The preview image as a data URL, or the stored one. */
  readonly preview: string | null;
}

/** The form's fields that can carry a message. */
export type VideoFormField = 'title' | 'category' | 'visibleToRoles' | 'fileName' | 'previewImagePath';

export interface VideoFormState {
  readonly mode: 'create' | 'edit';
  readonly draft: VideoDraft;
  readonly errors: Partial<Record<VideoFormField, string>>;
  /** 0 to 100 while the file goes up. */
  readonly progress: number;
  readonly busy: boolean;
  /** A line about the last attempt (cancelled, failed), for the screen reader and the eye. */
  readonly notice: string | null;
  readonly onChange: (change: Partial<VideoDraft>) => void;
  readonly onPreviewFile: (file: File | null) => void;
  /** Takes the preview image from the chosen video (a frame drawn on a canvas in the browser). */
  readonly onCaptureFrame: (() => void) | null;
  readonly onSave: () => void;
  /** Stops a running upload; nothing is stored. */
  readonly onCancelUpload: (() => void) | null;
}

const EMPTY: VideoDraft = { title: '', description: '', category: null, roles: [], file: null, preview: null };

const draftOf = (video: Video): VideoDraft => ({
  title: video.title, description: video.description ?? '', category: video.category, roles: video.visibleToRoles, file: null, preview: video.previewImagePath,
});

const firstOf = (byField: Record<string, string[]>): Partial<Record<VideoFormField, string>> =>
  Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages[0] ?? ''])) as Partial<Record<VideoFormField, string>>;

/**
 * `opening` changes each time the form is opened afresh.
 *
 * The gallery form (the Add new dialog, its edit, and /upload): title, category and roles required, description
 * optional, an .mp4/.mov file on create only. Saving a new video first sends the file with a progress bar (the
 * client-wide upload percent, which also holds off the idle log-off), then the form; edit sends status true.
 */
export function useVideoForm(client: GalleryClient, editing: Video | null, onSaved: () => void, opening = 0): VideoFormState {
  const appState = useService('appState');
  const mode = editing === null ? 'create' : 'edit';
  const [draft, setDraft] = useState<VideoDraft>(editing === null ? EMPTY : draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<VideoFormField, string>>>({});
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Each opening of the dialog starts from the video it edits (or an empty form for Add new).
  useEffect(() => {
    setDraft(editing === null ? EMPTY : draftOf(editing));
    setErrors({});
    setNotice(null);
  }, [editing, opening]);
  // Leaving the screen mid-upload stops the transfer (nothing is stored) and gives the idle rule back its clock.
  useEffect(() => () => {
    upload.current?.abort();
    appState.setUploadPercent(0);
  }, [appState]);

  // The browser reports 100 once the bytes are handed over; the save is not over until the server has stored the
  // file and the form, so the bar (and the idle rule's pause) holds at 99 until then.
  const report = (percent: number) => {
    const shown = Math.min(percent, 99);
    setProgress(shown);
    appState.setUploadPercent(shown);
  };
  const onChange = (change: Partial<VideoDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      if ('title' in change) delete next.title;
      if ('category' in change) delete next.category;
      if ('roles' in change) delete next.visibleToRoles;
      if ('file' in change) delete next.fileName;
      if ('preview' in change) delete next.previewImagePath;
      return next;
    });
  };
  const setPreview = (made: Promise<string>) => {
    made.then((preview) => onChange({ preview }), (error: unknown) =>
      setErrors((current) => ({ ...current, previewImagePath: error instanceof Error ? error.message : 'The preview image could not be made' })));
  };

  const input = (videoPath: string): VideoInput => ({
    id: editing?.id ?? null, title: draft.title.trim(), description: draft.description.trim() === '' ? null : draft.description.trim(),
    category: draft.category ?? 1, visibleToRoles: [...draft.roles], videoPath, previewImagePath: draft.preview, active: true, preview: draft.preview !== null,
  });

  const onSave = () => {
    if (busy) return;
    setNotice(null);
    const checked = validateGalleryForm({
      id: editing?.id, title: draft.title, description: draft.description, category: draft.category ?? undefined,
      visibleToRoles: draft.roles.length === 0 ? undefined : draft.roles, fileName: draft.file?.name, previewImagePath: draft.preview,
    }, mode);
    if (checked.isErr()) {
      setErrors(firstOf(fieldErrors(checked.error)));
      return;
    }
    setBusy(true);
    const finish = (saved: boolean, message: string | null) => {
      upload.current = null;
      report(0);
      setBusy(false);
      setNotice(message);
      if (saved) onSaved();
    };
    if (editing !== null) {
      void client.update(input(editing.videoPath)).match(() => finish(true, null), () => finish(false, 'The video was not saved'));
      return;
    }
    const file = draft.file;
    if (file === null) return;
    const controller = new AbortController();
    upload.current = controller;
    report(0);
    void client.uploadFile(file, report, controller.signal)
      .andThen((videoPath) => client.create(input(videoPath)))
      .match(() => finish(true, null), (error) => finish(false, error.kind === 'Cancelled' ? 'Upload cancelled: nothing was stored' : 'The video was not saved'));
  };

  return {
    mode, draft, errors, progress, busy, notice, onChange,
    onPreviewFile: (file) => (file === null ? onChange({ preview: null }) : setPreview(imageOf(file))),
    onCaptureFrame: draft.file === null ? null : () => { if (draft.file) setPreview(frameOf(draft.file)); },
    onSave,
    onCancelUpload: busy && editing === null ? () => upload.current?.abort() : null,
  };
}
