import type { VideoKind } from '@rafdesk/core';

/** The only names a video store gives and reads: `<uuid v4>.<mp4|mov>`, never a client's name or a path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(mp4|mov)$/;

/** The kind a stored name says, or null for a name no store gives (unknown, path-like, another extension). */
export function kindOfStoredName(storedName: string): VideoKind | null {
  const match = STORED_NAME.exec(storedName);
  return match ? (match[1] as VideoKind) : null;
}
