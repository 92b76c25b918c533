import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

/** Training videos and notifications with per-recipient read state. */
export const galleryAndNotifications: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table video (
        id integer generated always as identity primary key,
        title text not null check (btrim(title) <> ''),
        description text,
        category smallint not null check (category between 1 and 4),
        role_ids smallint[] not null,
        video_path text not null,
        preview_image_path text,
        preview boolean not null default false,
        content_type text,
        size_bytes bigint,
        active boolean not null default true,
        created_by integer references app_user (id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index video_listing_idx on video (active, created_at desc)`,
      `create table notification (
        id integer generated always as identity primary key,
        title text not null check (char_length(title) between 1 and 100),
        body text not null check (char_length(body) between 1 and 1000),
        persistent boolean not null default false,
        anonymous boolean not null default false,
        sender_user_id integer references app_user (id) on delete set null,
        target_roles text,
        created_at timestamptz not null default now())`,
      `create table notification_recipient (
        notification_id integer not null references notification (id) on delete cascade,
        user_id integer not null references app_user (id) on delete cascade,
        read_at timestamptz,
        primary key (notification_id, user_id))`,
      `create index notification_recipient_user_idx on notification_recipient (user_id, notification_id desc)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['notification_recipient', 'notification', 'video'].map((t) => `drop table ${t}`));
  },
};
