import { describe, expect, it } from 'vitest';
import type { Clock, IdSource } from '@rafdesk/core';
import { OutboxMailer, type MailOutboxStore, type OutboxEntry } from './outbox-mailer.js';
import { createMailer } from './create-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

class InMemoryOutbox implements MailOutboxStore {
  entries: OutboxEntry[] = [];
  failing = false;
  async enqueue(entry: OutboxEntry): Promise<void> {
    if (this.failing) throw new Error('disk full');
    this.entries.push(entry);
  }
}

const clock: Clock = { now: () => new Date('2026-03-18T09:00:00Z') };
const ids: IdSource = { uuid: () => '00000000-0000-4000-8000-000000000001', secret: () => 'secret' };

describe('OutboxMailer', () => {
  it('writes the message to the outbox with an id and the time', async () => {
    const outbox = new InMemoryOutbox();
    const result = await new OutboxMailer(outbox, ids, clock).send({ to: 'doctor@example.org', subject: 'Your new password', text: 'Sign in with …' });
    expect(result.isOk()).toBe(true);
    expect(outbox.entries).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', to: 'doctor@example.org', subject: 'Your new password', text: 'Sign in with …', html: null, createdAt: new Date('2026-03-18T09:00:00Z') },
    ]);
  });

  it('refuses header injection and address lists without writing anything', async () => {
    const outbox = new InMemoryOutbox();
    const mailer = new OutboxMailer(outbox, ids, clock);
    expect((await mailer.send({ to: 'a@example.org', subject: 'Hi\r\nBcc: x@evil.example', text: '' }))._unsafeUnwrapErr()).toEqual({ kind: 'MailRejected', reason: 'header' });
    for (const to of ['a@example.org, b@example.org', 'A <a@example.org>', 'a@example.org\nBcc: b@x.org', 'nobody']) {
      expect((await mailer.send({ to, subject: 'Hi', text: '' }))._unsafeUnwrapErr()).toEqual({ kind: 'MailRejected', reason: 'recipient' });
    }
    expect(outbox.entries).toEqual([]);
  });

  it('reports a storage failure as unavailable', async () => {
    const outbox = new InMemoryOutbox();
    outbox.failing = true;
    expect((await new OutboxMailer(outbox, ids, clock).send({ to: 'a@example.org', subject: 'Hi', text: '' }))._unsafeUnwrapErr().kind).toBe('Unavailable');
  });
});

describe('createMailer', () => {
  it('uses the outbox unless SMTP settings are given', () => {
    const outbox = { store: new InMemoryOutbox(), ids, clock };
    expect(createMailer(null, outbox)).toBeInstanceOf(OutboxMailer);
    const smtp = createMailer({ host: '127.0.0.1', port: 2525, secure: false, requireTls: false, user: null, password: null, from: 'x@example.org' }, outbox);
    expect(smtp).toBeInstanceOf(SmtpMailer);
    (smtp as SmtpMailer).close();
  });
});
