/** The engine's version, reported with every score; bump it when scoring logic changes. */
export const ENGINE_VERSION = '1.0.0';
