import { describe, it, expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { IDLE_WARNING_LEAD_MS, isUploading, sessionIdleMachine, SESSION_IDLE_TIMEOUT_MS } from './session-idle.js';

function start(timeoutMs?: number) {
  const clock = new SimulatedClock();
  const done: string[] = [];
  const machine = sessionIdleMachine.provide({
    actions: { endSession: () => void done.push('endSession'), goToLogin: () => void done.push('goToLogin') },
  });
  const actor = createActor(machine, { input: timeoutMs === undefined ? {} : { timeoutMs }, clock });
  actor.start();
  return { actor, clock, done };
}

describe('sessionIdleMachine', () => {
  it('waits 15 minutes by default', () => {
    const { actor, clock, done } = start();
    actor.send({ type: 'session.started' });
    clock.increment(SESSION_IDLE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(done).toEqual(['endSession', 'goToLogin']);
  });

  it('warns a minute before the 15-minute log-off and lets the user stay signed in', () => {
    const { actor, clock, done } = start();
    actor.send({ type: 'session.started' });
    clock.increment(SESSION_IDLE_TIMEOUT_MS - IDLE_WARNING_LEAD_MS - 1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    actor.send({ type: 'user.staySignedIn' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    clock.increment(SESSION_IDLE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(done).toEqual([]);
  });

  it('ends the session when the warning is not answered', () => {
    const { actor, clock, done } = start();
    actor.send({ type: 'session.started' });
    clock.increment(SESSION_IDLE_TIMEOUT_MS - IDLE_WARNING_LEAD_MS);
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    clock.increment(IDLE_WARNING_LEAD_MS);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(done).toEqual(['endSession', 'goToLogin']);
  });

  it('never expires while signed out', () => {
    const { actor, clock, done } = start(1_000);
    clock.increment(10_000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(done).toEqual([]);
  });

  it('restarts the clock on activity', () => {
    const { actor, clock } = start(1_000);
    actor.send({ type: 'session.started' });
    clock.increment(900);
    actor.send({ type: 'user.active' });
    clock.increment(900);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(100);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('does not run on the Smart PN screen and starts afresh when leaving it', () => {
    const { actor, clock } = start(1_000);
    actor.send({ type: 'session.started' });
    actor.send({ type: 'screen.changed', screen: 'SmartPN' });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches({ signedIn: 'paused' })).toBe(true);
    actor.send({ type: 'screen.changed', screen: 'RecordsView' });
    clock.increment(999);
    expect(actor.getSnapshot().matches({ signedIn: 'counting' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('does not run while an upload is between 0 and 100 percent', () => {
    const { actor, clock } = start(1_000);
    actor.send({ type: 'session.started' });
    actor.send({ type: 'upload.progressed', percent: 40 });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches({ signedIn: 'paused' })).toBe(true);
    actor.send({ type: 'upload.progressed', percent: 100 });
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('stops counting at sign-out and returns to signed out when the dialog is dismissed', () => {
    const { actor, clock } = start(1_000);
    actor.send({ type: 'session.started' });
    actor.send({ type: 'session.ended' });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    actor.send({ type: 'session.started' });
    clock.increment(1_000);
    actor.send({ type: 'dialog.dismissed' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('fails loudly when its effects were not provided', () => {
    const errors: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(sessionIdleMachine, { input: { timeoutMs: 10 }, clock });
    actor.subscribe({ error: (error) => void errors.push(error) });
    actor.start();
    actor.send({ type: 'session.started' });
    clock.increment(10);
    expect(String(errors[0])).toContain('endSession');
  });
});

describe('isUploading', () => {
  it('is true only strictly between 0 and 100', () => {
    expect([0, 1, 99, 100].map(isUploading)).toEqual([false, true, true, false]);
  });
});
