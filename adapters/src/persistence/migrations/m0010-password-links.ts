import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

/**
 * One-time set-password links (only the SHA-256 of the link's secret is kept) and the flag that makes a user change
 * a password someone else chose at the next sign-in. Mails of earlier versions carried passwords in clear; their
 * text is removed from the outbox.
 */
export const passwordLinks: Migration = {
  async up(db) {
    await runStatements(db, [
      `alter table app_user add column must_change_password boolean not null default false`,
      `alter table app_user add column password_link_hash text`,
      `alter table app_user add column password_link_expires_at timestamptz`,
      `create unique index app_user_password_link_idx on app_user (password_link_hash) where password_link_hash is not null`,
      `update mail_outbox set text_body = '(removed: this message held a password)', html_body = null where subject = 'Your RAFdesk password'`,
    ]);
  },
  async down(db) {
    await runStatements(db, [
      'drop index app_user_password_link_idx',
      'alter table app_user drop column password_link_expires_at',
      'alter table app_user drop column password_link_hash',
      'alter table app_user drop column must_change_password',
    ]);
  },
};
