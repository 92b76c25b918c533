import nodemailer, { type Transporter } from 'nodemailer';
import { ResultAsync } from 'neverthrow';
import { serviceUnavailable, type Mailer, type MailMessage, type MailRejected, type ServiceUnavailable } from '@rafdesk/core';
import { checkMessage } from './check-message.js';
import type { SmtpSettings } from './smtp-settings.js';

/** Sends through an SMTP relay with nodemailer; TLS 1.2 or later whenever TLS is used. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTls,
      auth: settings.user === null ? undefined : { user: settings.user, pass: settings.password ?? '' },
      tls: { minVersion: 'TLSv1.2' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  send(message: MailMessage): ResultAsync<void, MailRejected | ServiceUnavailable> {
    return checkMessage(message).asyncAndThen((checked) =>
      ResultAsync.fromPromise(
        this.transport.sendMail({
          from: this.settings.from,
          to: checked.to,
          subject: checked.subject,
          text: checked.text,
          ...(checked.html === undefined ? {} : { html: checked.html }),
        }),
        (): MailRejected | ServiceUnavailable => serviceUnavailable('smtp relay'),
      ).map(() => undefined),
    );
  }

  /** Closes pooled connections (for shutdown and tests). */
  close(): void {
    this.transport.close();
  }
}
