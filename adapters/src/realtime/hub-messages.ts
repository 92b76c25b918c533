import { jsonDeeperThan, textProblems, TOO_DEEP_MESSAGE } from '@rafdesk/core';
import { err, ok, Result } from 'neverthrow';
import { z } from 'zod';
import { splitRecords, writeRecord } from './text-message-format.js';

// SignalR hub message types (JSON hub protocol). Headers may travel on any message but Ping; they are accepted and ignored.
const headers = z.record(z.string(), z.string()).optional();

export const InvocationSchema = z.object({
  type: z.literal(1), invocationId: z.string().optional(), target: z.string(), arguments: z.array(z.unknown()),
  streamIds: z.array(z.string()).optional(), headers,
});
const StreamItemSchema = z.object({ type: z.literal(2), invocationId: z.string(), item: z.unknown().optional(), headers });
const CompletionSchema = z.object({
  type: z.literal(3), invocationId: z.string(), result: z.unknown().optional(), error: z.string().optional(), headers,
});
const StreamInvocationSchema = z.object({
  type: z.literal(4), invocationId: z.string(), target: z.string(), arguments: z.array(z.unknown()),
  streamIds: z.array(z.string()).optional(), headers,
});
const CancelInvocationSchema = z.object({ type: z.literal(5), invocationId: z.string(), headers });
const PingSchema = z.object({ type: z.literal(6) });
const CloseSchema = z.object({ type: z.literal(7), error: z.string().optional(), allowReconnect: z.boolean().optional() });
const AckSchema = z.object({ type: z.literal(8), sequenceId: z.number() });
const SequenceSchema = z.object({ type: z.literal(9), sequenceId: z.number() });

export const HubMessageSchema = z.discriminatedUnion('type', [
  InvocationSchema, StreamItemSchema, CompletionSchema, StreamInvocationSchema, CancelInvocationSchema,
  PingSchema, CloseSchema, AckSchema, SequenceSchema,
]);
/** Any message of the JSON hub protocol. */
export type HubMessage = z.infer<typeof HubMessageSchema>;
export type Invocation = z.infer<typeof InvocationSchema>;

/** Why a frame could not be read; the connection that sent it is closed. */
export type ProtocolError = { kind: 'IncompleteRecord' } | { kind: 'NotJson' } | { kind: 'UnknownMessage' };

/**
 * A readable message refused for what it carries, as the API refuses such a body with a 400: the connection stays
 * open, and an invocation that asked for an answer (`invocationId`, else null) gets one error Completion.
 */
export interface RefusedMessage {
  readonly kind: 'Refused';
  readonly invocationId: string | null;
  readonly problems: readonly string[];
}

const invocationIdOf = (json: unknown): string | null => {
  const id = json !== null && typeof json === 'object' ? (json as { invocationId?: unknown }).invocationId : undefined;
  return typeof id === 'string' ? id : null;
};

/**
 * Parses one record into a hub message, with the bounds of the API's JSON bodies: nested no deeper than core's
 * {@link jsonDeeperThan} allows (counted before zod or the text checks, which recurse, read it), and an invocation's
 * texts within core's {@link textProblems} (length, control characters, lone surrogates), each named by its field.
 */
export function parseMessage(record: string): Result<HubMessage, ProtocolError | RefusedMessage> {
  let json: unknown;
  try {
    // V8's JSON.parse does not recurse, so a record of any depth is read safely, if only for its invocation id.
    json = JSON.parse(record);
  } catch {
    return err({ kind: 'NotJson' });
  }
  if (jsonDeeperThan(record)) return err({ kind: 'Refused', invocationId: invocationIdOf(json), problems: [`message: ${TOO_DEEP_MESSAGE}`] });
  const parsed = HubMessageSchema.safeParse(json);
  if (!parsed.success) return err({ kind: 'UnknownMessage' });
  const message = parsed.data;
  if (message.type !== 1) return ok(message);
  const problems = message.arguments.flatMap((argument, index) => textProblems(argument, `arguments[${index}]`));
  return problems.length === 0 ? ok(message) : err({ kind: 'Refused', invocationId: message.invocationId ?? null, problems });
}

/** Parses every record of a text frame; one bad record fails the whole frame. */
export function parseFrame(frame: string): Result<HubMessage[], ProtocolError | RefusedMessage> {
  const records = splitRecords(frame);
  if (records.isErr()) return err({ kind: 'IncompleteRecord' });
  return Result.combine(records.value.map(parseMessage));
}

/** Writes messages as one text frame. */
export function serializeMessages(messages: readonly HubMessage[]): string {
  return messages.map((message) => writeRecord(JSON.stringify(message))).join('');
}

export const PING_RECORD = writeRecord(JSON.stringify({ type: 6 }));
export const HANDSHAKE_OK_RECORD = writeRecord('{}');

/** The Completion that answers an invocation with a result. */
export function completionResult(invocationId: string, result: unknown): string {
  return writeRecord(JSON.stringify(result === undefined ? { type: 3, invocationId } : { type: 3, invocationId, result }));
}

/** The Completion that answers an invocation with an error (a generic, PHI-free sentence, never a stack). */
export function completionError(invocationId: string, error: string): string {
  return writeRecord(JSON.stringify({ type: 3, invocationId, error }));
}

/** A server-to-client invocation the client does not answer (no invocation id). */
export function invocationRecord(target: string, args: readonly unknown[]): string {
  return writeRecord(JSON.stringify({ type: 1, target, arguments: args }));
}

/** A Close message; without `allowReconnect` the official client stops for good. */
export function closeRecord(close: { error?: string; allowReconnect?: boolean }): string {
  return writeRecord(JSON.stringify({ type: 7, ...close }));
}
