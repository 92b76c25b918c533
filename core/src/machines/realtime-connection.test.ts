import { describe, it, expect } from 'vitest';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { RealtimeConnection, RealtimeStartFailed, RealtimeStatus } from '../ports/realtime/realtime-connection.js';
import { REALTIME_RETRY_DELAY_MS, realtimeConnectionActors, realtimeConnectionMachine } from './realtime-connection.js';

/** A connection whose start fails `failures` times, then succeeds; it records what the machine asked of it. */
class FakeRealtimeConnection implements RealtimeConnection {
  starts = 0;
  stops = 0;
  private listener: ((status: RealtimeStatus) => void) | null = null;
  constructor(private failures = 0) {}
  start(): ResultAsync<void, RealtimeStartFailed> {
    this.starts += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      return errAsync({ kind: 'RealtimeStartFailed', reason: 'server unreachable' });
    }
    return okAsync(undefined);
  }
  stop(): ResultAsync<void, never> {
    this.stops += 1;
    return okAsync(undefined);
  }
  watch(listener: (status: RealtimeStatus) => void) {
    this.listener = listener;
    return () => { this.listener = null; };
  }
  report(status: RealtimeStatus) {
    this.listener?.(status);
  }
  get watched() {
    return this.listener !== null;
  }
}

function started(connection: FakeRealtimeConnection) {
  const clock = new SimulatedClock();
  const actor = createActor(realtimeConnectionMachine.provide({ actors: realtimeConnectionActors(connection) }), { input: {}, clock });
  actor.start();
  return { actor, clock };
}

describe('realtimeConnectionMachine', () => {
  it('does nothing until the user signs in, then connects and watches the connection', async () => {
    const connection = new FakeRealtimeConnection();
    const { actor } = started(connection);
    expect(connection.starts).toBe(0);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(connection.starts).toBe(1);
    expect(connection.watched).toBe(true);
  });

  it('retries a failed start every 5 seconds until it connects', async () => {
    const connection = new FakeRealtimeConnection(2);
    const { actor, clock } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ active: 'waitingToRetry' }));
    expect(actor.getSnapshot().context.lastError?.reason).toBe('server unreachable');
    clock.increment(REALTIME_RETRY_DELAY_MS - 1);
    expect(connection.starts).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ active: 'waitingToRetry' }) && connection.starts === 2);
    clock.increment(REALTIME_RETRY_DELAY_MS);
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(connection.starts).toBe(3);
    expect(actor.getSnapshot().context.failedStarts).toBe(0);
  });

  it('follows the client through reconnecting and back', async () => {
    const connection = new FakeRealtimeConnection();
    const { actor } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    connection.report({ kind: 'reconnecting' });
    expect(actor.getSnapshot().matches({ active: { open: 'reconnecting' } })).toBe(true);
    connection.report({ kind: 'reconnected' });
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
  });

  it('starts over with the 5-second retry when automatic reconnect gives up', async () => {
    const connection = new FakeRealtimeConnection();
    const { actor, clock } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    connection.report({ kind: 'closed', sessionEnded: false });
    expect(actor.getSnapshot().matches({ active: 'waitingToRetry' })).toBe(true);
    expect(connection.watched).toBe(false);
    clock.increment(REALTIME_RETRY_DELAY_MS);
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(connection.starts).toBe(2);
  });

  it('never retries after the server ended the session', async () => {
    const connection = new FakeRealtimeConnection();
    const { actor, clock } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    connection.report({ kind: 'closed', sessionEnded: true });
    clock.increment(REALTIME_RETRY_DELAY_MS * 10);
    expect(actor.getSnapshot().matches({ active: 'ended' })).toBe(true);
    expect(connection.starts).toBe(1);
  });

  it('stops the connection at log-out and cancels a pending retry', async () => {
    const connection = new FakeRealtimeConnection(1);
    const { actor, clock } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ active: 'waitingToRetry' }));
    actor.send({ type: 'session.signedOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(connection.stops).toBe(1);
    clock.increment(REALTIME_RETRY_DELAY_MS * 3);
    expect(connection.starts).toBe(1);
  });

  it('starts again when the user signs in while the previous connection is still stopping', async () => {
    const connection = new FakeRealtimeConnection();
    const { actor } = started(connection);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected') && connection.starts === 2);
    expect(connection.stops).toBe(1);
  });
});
