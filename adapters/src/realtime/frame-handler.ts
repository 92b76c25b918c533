import { err, type Result } from 'neverthrow';
import { checkHandshake, handshakeErrorRecord } from './handshake.js';
import type { HubConnection } from './hub-connection.js';
import {
  closeRecord, completionError, completionResult, HANDSHAKE_OK_RECORD, parseMessage, type HubMessage, type Invocation, type RefusedMessage,
} from './hub-messages.js';
import type { InvokeHubMethod } from './hub-methods.js';
import { ensureSession, type HubState } from './hub-state.js';
import { splitRecords } from './text-message-format.js';

const PROTOCOL_ERROR_CLOSE = closeRecord({ error: 'Connection closed with an error.' });

function send(state: HubState, connection: HubConnection, record: string): void {
  if (connection.send(record, state.options.now(), state.options.maxBufferedBytes) === 'overflow') state.metrics.overflowDrops += 1;
}

function protocolError(state: HubState, connection: HubConnection, reason: string): void {
  state.metrics.protocolErrors += 1;
  state.options.logger.info({ connectionId: connection.id, reason }, 'hub connection closed: protocol error');
  connection.end(PROTOCOL_ERROR_CLOSE, 1002);
}

/** A message out of bounds is answered like the API's 400: one error Completion when it asked for one, and the connection stays. */
function refuse(state: HubState, connection: HubConnection, refused: RefusedMessage): void {
  state.metrics.refusedMessages += 1;
  state.options.logger.info({ connectionId: connection.id, problems: refused.problems.length }, 'hub message refused: out of bounds');
  if (refused.invocationId !== null) send(state, connection, completionError(refused.invocationId, refused.problems.join(' ')));
}

async function runInvocation(state: HubState, invoke: InvokeHubMethod, connection: HubConnection, message: Invocation): Promise<void> {
  if (!(await ensureSession(state, connection))) return;
  state.metrics.invocations += 1;
  let result: Result<unknown, string>;
  try {
    result = await invoke(connection.identity, message.target, message.arguments);
  } catch {
    // A port broke its contract by throwing; the client gets ASP.NET's generic sentence, never a stack.
    state.options.logger.warn({ connectionId: connection.id, method: message.target }, 'hub method threw');
    result = err(`An unexpected error occurred invoking '${message.target}' on the server.`);
  }
  if (message.invocationId === undefined) return;
  const id = message.invocationId;
  send(state, connection, result.match((value) => completionResult(id, value), (error) => completionError(id, error)));
}

function handleMessage(state: HubState, invoke: InvokeHubMethod, connection: HubConnection, message: HubMessage): void {
  switch (message.type) {
    case 1: {
      if (message.streamIds !== undefined && message.streamIds.length > 0) {
        if (message.invocationId !== undefined) send(state, connection, completionError(message.invocationId, 'Client streaming is not supported.'));
        return;
      }
      const { invocationsPerSecond, invocationBurst } = state.options;
      if (!connection.takeToken(state.options.now(), invocationsPerSecond, invocationBurst)) {
        state.metrics.rateLimited += 1;
        if (message.invocationId !== undefined) send(state, connection, completionError(message.invocationId, 'Too many messages. Please slow down.'));
        return;
      }
      connection.chain = connection.chain.then(() => runInvocation(state, invoke, connection, message));
      return;
    }
    case 4:
      send(state, connection, completionError(message.invocationId, 'Streaming is not supported.'));
      return;
    case 7:
      connection.end(null, 1000);
      return;
    case 8:
    case 9:
      protocolError(state, connection, 'stateful reconnect message without stateful reconnect');
      return;
    // Stream items, completions (we never ask the client for results), cancellations and pings need no answer;
    // every message already counts as a sign of life.
    case 2: case 3: case 5: case 6:
      return;
  }
}

/**
 * Handles one WebSocket message of a connection: the handshake first (reply `{}` or an error, then
 * close), then hub messages. A frame that is not complete JSON-protocol text closes that connection
 * only, with a Close message that tells the client not to reconnect; a readable message beyond the
 * input bounds is refused and the connection goes on.
 */
export function handleFrame(state: HubState, invoke: InvokeHubMethod, connection: HubConnection, data: Buffer, isBinary: boolean): void {
  if (connection.closing) return;
  connection.lastReceivedAt = state.options.now();
  if (isBinary) return protocolError(state, connection, 'binary frame');
  const records = splitRecords(data.toString('utf8'));
  if (records.isErr()) return protocolError(state, connection, 'incomplete record');
  let rest = records.value;
  if (!connection.handshakeDone) {
    const accepted = checkHandshake(rest[0] ?? '');
    if (accepted.isErr()) {
      state.metrics.handshakeFailures += 1;
      connection.end(handshakeErrorRecord(accepted.error), 1002);
      return;
    }
    connection.handshakeDone = true;
    send(state, connection, HANDSHAKE_OK_RECORD);
    rest = rest.slice(1);
  }
  for (const record of rest) {
    const message = parseMessage(record);
    if (message.isErr() && message.error.kind === 'Refused') {
      refuse(state, connection, message.error);
      continue;
    }
    if (message.isErr()) return protocolError(state, connection, message.error.kind);
    handleMessage(state, invoke, connection, message.value);
    if (connection.closing) return;
  }
}
