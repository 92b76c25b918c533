import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf, type ArbitraryKit } from '../testing/builders/schema-arbitrary.js';
import { OutgoingNotificationSchema } from '../domain/notification.js';
import { validateNotificationForm } from '../validation/notification-form.js';
import { NOTIFICATION_WIRE_FIELDS } from '../wire/notification-wire.js';
import { sendNotificationEndpoint } from './notification-endpoints.js';

const arb = <S extends z.ZodType>(schema: S) => arbitraryOf(schema, fc as unknown as ArbitraryKit) as unknown as fc.Arbitrary<z.output<S>>;
const { codec } = sendNotificationEndpoint;

/** A message the web app may send: one its own rules let through (the web app never sends anonymous ones). */
const checkedMessages = arb(OutgoingNotificationSchema).map((message) => validateNotificationForm(message)).filter((checked) => checked.isOk())
  .map((checked) => checked._unsafeUnwrap());

/** The body as the server reads it: through JSON and the endpoint's schema. */
const sent = (message: z.output<typeof OutgoingNotificationSchema>) =>
  sendNotificationEndpoint.body.parse(JSON.parse(JSON.stringify(codec.encodeInput(message).json)));

describe('POST Notifications through its codec', () => {
  it('writes each field of the message under its wire name', () => {
    fc.assert(fc.property(checkedMessages, (message) => {
      const body: Readonly<Record<string, unknown>> = sent(message);
      for (const field of ['title', 'body', 'persistent', 'anonymous'] as const) expect(body[NOTIFICATION_WIRE_FIELDS[field]]).toEqual(message[field]);
    }), { numRuns: 30 });
  });

  it('hands the server\'s rules a draft they check back into the message the web app sent', () => {
    fc.assert(fc.property(checkedMessages, (message) => {
      const draft = codec.decodeInput({ query: {}, params: {}, body: sent(message), args: undefined });
      expect(validateNotificationForm(draft)._unsafeUnwrap()).toEqual(message);
    }), { numRuns: 30 });
  });
});
