import { z } from 'zod';

/** How to reach the SMTP relay. */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when offered. */
  readonly secure: boolean;
  /** Refuse to send when the relay does not offer STARTTLS. */
  readonly requireTls: boolean;
  readonly user: string | null;
  readonly password: string | null;
  readonly from: string;
}

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  RAFDESK_SMTP_HOST: z.string().min(1),
  RAFDESK_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  RAFDESK_SMTP_SECURE: flag.optional(),
  RAFDESK_SMTP_REQUIRE_TLS: flag.optional(),
  RAFDESK_SMTP_USER: z.string().min(1).optional(),
  RAFDESK_SMTP_PASSWORD: z.string().optional(),
  RAFDESK_MAIL_FROM: z.string().min(3).default('RAFdesk <no-reply@localhost>'),
});

/**
 * SMTP settings from the environment, or null when `RAFDESK_SMTP_HOST` is unset (mail then goes to
 * the outbox). Throws on a present but invalid setting, so a typo stops the server at start.
 */
export function smtpSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): SmtpSettings | null {
  if (!env.RAFDESK_SMTP_HOST) return null;
  const parsed = EnvSchema.parse(env);
  const secure = parsed.RAFDESK_SMTP_SECURE ?? parsed.RAFDESK_SMTP_PORT === 465;
  return {
    host: parsed.RAFDESK_SMTP_HOST,
    port: parsed.RAFDESK_SMTP_PORT,
    secure,
    requireTls: parsed.RAFDESK_SMTP_REQUIRE_TLS ?? true,
    user: parsed.RAFDESK_SMTP_USER ?? null,
    password: parsed.RAFDESK_SMTP_PASSWORD ?? null,
    from: parsed.RAFDESK_MAIL_FROM,
  };
}
