// Gaps as the portal serves them: stored per patient and payment year, kept current by coding, listed, decided, curved.
export * from './gap-views.js';
export * from './gap-requests.js';
