import type { Video } from '@rafdesk/core';

const video = (id: number, title: string, description: string | null, category: Video['category'], createdAt: string, roles: Video['visibleToRoles']): Video => ({
  id: id as Video['id'], title, description, category, visibleToRoles: roles, createdAt, active: true, videoPath: `${id}.mp4`, previewImagePath: null, preview: false,
});

/** A page of the gallery: every category, with and without a description. */
export const VIDEOS: readonly Video[] = [
  video(4, 'La visita anual', 'La visita de bienestar anual, explicada en español.', 4, '2026-11-20T14:05:00.000Z', ['Doctor', 'Staff']),
  video(3, 'The annual wellness visit', 'Walking a patient through the visit, in English.', 3, '2026-11-18T10:00:00.000Z', ['Doctor']),
  video(2, 'MEAT in the progress note', null, 2, '2026-11-10T09:30:00.000Z', ['Doctor', 'Admin']),
  video(1, 'HCC coding basics', 'How a diagnosis maps to an HCC and what it adds to the RAF score.', 1, '2026-11-01T08:00:00.000Z', ['Admin', 'Superuser']),
];

export const PAGE = { pageNumber: 1, pageSize: 10, totalCount: VIDEOS.length };
