import { errAsync, type ResultAsync } from 'neverthrow';
import { UserIdSchema, type VideoId } from '../../domain/ids.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { liveSession, type AuthenticatePorts } from '../auth/authenticate-token.js';
import type { Caller } from '../caller.js';
import type { GalleryPorts } from './gallery-ports.js';
import { findVisibleVideo } from './gallery-queries.js';

/** The query parameter of `Gallery/Stream` that carries a stream ticket instead of the bearer header. */
export const STREAM_TICKET_FIELD = 'ticket';

/** Why a stream ticket is refused; each reads "ticket: <reason>" on the wire. */
export const STREAM_TICKET_MESSAGES = {
  expired: 'The stream ticket has expired; open the video again',
  otherVideo: 'The stream ticket was issued for another video',
  invalid: 'The stream ticket is not valid',
  sessionEnded: 'The session that asked for this stream ticket has ended; sign in again',
} as const;

/** A stream ticket as the API hands it out: the value for the player's URL and the instant after which it is refused. */
export interface StreamTicket {
  readonly ticket: string;
  readonly expiresAt: Date;
}

export type StreamTicketPorts = GalleryPorts & AuthenticatePorts;

const resourceOf = (id: VideoId): string => `video:${id}`;
const refused = (reason: keyof typeof STREAM_TICKET_MESSAGES): ValidationFailed =>
  validationFailed([{ field: STREAM_TICKET_FIELD, message: STREAM_TICKET_MESSAGES[reason] }]);

/**
 * A short-lived ticket (at most 5 minutes) that lets a `<video src>` stream one video for the caller's session: a
 * media element cannot send the bearer header, and the bearer token must never sit in a URL. Only a video the caller
 * may watch gets one (`NotFound` otherwise, as for the video itself).
 */
export function issueStreamTicket(ports: StreamTicketPorts, caller: Caller, id: VideoId): ResultAsync<StreamTicket, NotFound | StorageError | ServiceUnavailable> {
  return findVisibleVideo(ports, caller, id)
    .andThen((video) => ports.tokens.issueStreamTicket({ userId: String(caller.userId), sessionId: caller.sessionId }, resourceOf(video.id)))
    .map((issued) => ({ ticket: issued.token, expiresAt: issued.expiresAt }));
}

/**
 * The caller behind a stream ticket presented for video `id`. The ticket is reusable until it expires, so the
 * player's many Range requests for the same video pass; it is refused once expired, for any other video, and once
 * its session has ended (signed out, idle, account disabled). Whether the caller may still watch the video is the
 * stream's own check, made on every request.
 */
export function redeemStreamTicket(ports: StreamTicketPorts, ticket: string, id: VideoId): ResultAsync<Caller, ValidationFailed | StorageError | ServiceUnavailable> {
  return ports.tokens.verifyStreamTicket(ticket)
    .orElse((error) => (error.kind === 'InvalidToken' ? errAsync(refused(error.reason === 'expired' ? 'expired' : 'invalid')) : errAsync(error)))
    .andThen((verified) => {
      if (verified.resource !== resourceOf(id)) return errAsync(refused('otherVideo'));
      const userId = UserIdSchema.safeParse(Number(verified.userId));
      if (!userId.success) return errAsync(refused('invalid'));
      return liveSession(ports, userId.data, verified.sessionId)
        .orElse((error) => (error.kind === 'Unauthenticated' ? errAsync(refused('sessionEnded')) : errAsync(error)));
    });
}
