import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { writeRecord } from './text-message-format.js';

const HandshakeRequestSchema = z.object({ protocol: z.string(), version: z.number() });

/** The only protocol this hub speaks: JSON, version 1 (stateful reconnect, version 2, is never negotiated). */
export const SUPPORTED_PROTOCOL = { protocol: 'json', version: 1 } as const;

/** Checks the first record a client sends; the error text is what goes back in the handshake reply. */
export function checkHandshake(record: string): Result<void, string> {
  let json: unknown;
  try {
    json = JSON.parse(record);
  } catch {
    return err('Handshake request is not valid JSON.');
  }
  const request = HandshakeRequestSchema.safeParse(json);
  if (!request.success) return err('Handshake request is missing its protocol or version.');
  if (request.data.protocol !== SUPPORTED_PROTOCOL.protocol) return err(`Requested protocol '${request.data.protocol}' is not available.`);
  if (request.data.version !== SUPPORTED_PROTOCOL.version) {
    return err(`The server does not support version ${request.data.version} of the '${request.data.protocol}' protocol.`);
  }
  return ok(undefined);
}

/** The handshake reply carrying an error; the connection is closed right after it. */
export function handshakeErrorRecord(error: string): string {
  return writeRecord(JSON.stringify({ error }));
}
