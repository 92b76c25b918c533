/** Cache keys of the gallery: every gallery read sits under `['gallery']`, so one invalidation reaches them all. */
export const GALLERY_KEYS = {
  all: ['gallery'] as const,
  list: ['gallery', 'list'] as const,
  resolve: (id: number) => ['gallery', 'resolve', id] as const,
};
