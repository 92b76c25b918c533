import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer.js';
import { smtpSettingsFromEnv, type SmtpSettings } from './smtp-settings.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP listener (RFC 5321 happy path, no TLS) that keeps what it receives. */
class LocalSmtp {
  received: Received[] = [];
  private readonly server: Server = createServer((socket) => this.converse(socket));
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private reply(socket: Socket, verb: string, line: string, current: Received, startData: () => void): void {
    switch (verb) {
      case 'EHLO':
      case 'HELO':
        return void socket.write('250-localhost\r\n250 8BITMIME\r\n');
      case 'MAIL':
        current.from = line;
        return void socket.write('250 2.1.0 ok\r\n');
      case 'RCPT':
        current.to.push(line);
        return void socket.write('250 2.1.5 ok\r\n');
      case 'DATA':
        startData();
        return void socket.write('354 go ahead\r\n');
      case 'STAR':
        return void socket.write('454 4.7.0 TLS not available\r\n');
      case 'QUIT':
        return void socket.end('221 bye\r\n');
      default:
        return void socket.write('250 ok\r\n');
    }
  }

  private converse(socket: Socket): void {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        this.reply(socket, verb, line, current, () => (inData = true));
      }
    });
  }
}

const smtp = new LocalSmtp();
const settings = (): SmtpSettings => ({ host: '127.0.0.1', port: smtp.port, secure: false, requireTls: false, user: null, password: null, from: 'RAFdesk <no-reply@rafdesk.test>' });

beforeAll(() => smtp.start());
afterAll(() => smtp.close());

describe('SmtpMailer', () => {
  it('delivers the message to the relay', async () => {
    const mailer = new SmtpMailer(settings());
    const result = await mailer.send({ to: 'doctor@example.org', subject: 'Confirm your profile', text: 'Open the link to confirm.' });
    mailer.close();
    expect(result.isOk()).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('no-reply@rafdesk.test');
    expect(mail?.to).toEqual(['RCPT TO:<doctor@example.org>']);
    expect(mail?.data).toContain('Subject: Confirm your profile');
    expect(mail?.data).toContain('Open the link to confirm.');
  });

  it('reports an unreachable relay as unavailable', async () => {
    const mailer = new SmtpMailer({ ...settings(), port: 1 });
    const result = await mailer.send({ to: 'doctor@example.org', subject: 'x', text: 'y' });
    mailer.close();
    expect(result._unsafeUnwrapErr().kind).toBe('Unavailable');
  });

  it('refuses to send in clear when TLS is required and the relay offers none', async () => {
    const mailer = new SmtpMailer({ ...settings(), requireTls: true });
    const before = smtp.received.length;
    const result = await mailer.send({ to: 'doctor@example.org', subject: 'x', text: 'y' });
    mailer.close();
    expect(result._unsafeUnwrapErr().kind).toBe('Unavailable');
    expect(smtp.received.length).toBe(before);
  });
});

describe('smtpSettingsFromEnv', () => {
  it('is null without a host and requires TLS by default', () => {
    expect(smtpSettingsFromEnv({})).toBeNull();
    expect(smtpSettingsFromEnv({ RAFDESK_SMTP_HOST: 'smtp.example.org', RAFDESK_SMTP_USER: 'u', RAFDESK_SMTP_PASSWORD: 'p' })).toEqual({
      host: 'smtp.example.org', port: 587, secure: false, requireTls: true, user: 'u', password: 'p', from: 'RAFdesk <no-reply@localhost>',
    });
    expect(smtpSettingsFromEnv({ RAFDESK_SMTP_HOST: 'smtp.example.org', RAFDESK_SMTP_PORT: '465' })?.secure).toBe(true);
    expect(() => smtpSettingsFromEnv({ RAFDESK_SMTP_HOST: 'smtp.example.org', RAFDESK_SMTP_PORT: 'abc' })).toThrow();
  });
});
