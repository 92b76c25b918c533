import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { consentScrollMachine, hasScrolledToEnd } from './consent-scroll.js';

const box = { clientHeight: 200, scrollHeight: 1_000 };

function started() {
  const actor = createActor(consentScrollMachine, { input: {} });
  actor.start();
  return actor;
}

describe('consentScrollMachine', () => {
  it('keeps the checkbox locked until the box is scrolled to its end', () => {
    const actor = started();
    actor.send({ type: 'box.scrolled', scrollTop: 500, ...box });
    actor.send({ type: 'user.toggled' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.accepted).toBe(false);
  });

  it('unlocks within 2 pixels of the end, but not 3', () => {
    const near = started();
    near.send({ type: 'box.scrolled', scrollTop: 798, ...box });
    expect(near.getSnapshot().matches('unlocked')).toBe(true);
    const far = started();
    far.send({ type: 'box.scrolled', scrollTop: 797, ...box });
    expect(far.getSnapshot().matches('locked')).toBe(true);
  });

  it('lets an unlocked box be ticked and unticked, and stays unlocked when scrolled back up', () => {
    const actor = started();
    actor.send({ type: 'box.scrolled', scrollTop: 800, ...box });
    actor.send({ type: 'user.toggled' });
    expect(actor.getSnapshot().context.accepted).toBe(true);
    actor.send({ type: 'box.scrolled', scrollTop: 0, ...box });
    actor.send({ type: 'user.toggled' });
    expect(actor.getSnapshot().matches('unlocked')).toBe(true);
    expect(actor.getSnapshot().context.accepted).toBe(false);
  });

  it('locks and unticks again when the form is reset', () => {
    const actor = started();
    actor.send({ type: 'box.scrolled', scrollTop: 800, ...box });
    actor.send({ type: 'user.toggled' });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.accepted).toBe(false);
  });
});

describe('hasScrolledToEnd', () => {
  it('is true exactly when at most 2 pixels remain below the visible part', () => {
    fc.assert(fc.property(fc.nat(5_000), fc.nat(5_000), fc.nat(5_000), (scrollTop, clientHeight, extra) => {
      const scrollHeight = clientHeight + extra;
      const remaining = scrollHeight - Math.min(scrollTop, extra) - clientHeight;
      expect(hasScrolledToEnd({ scrollTop: Math.min(scrollTop, extra), clientHeight, scrollHeight })).toBe(remaining <= 2);
    }));
  });

  it('counts a box with nothing to scroll as read', () => {
    expect(hasScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
  });
});
