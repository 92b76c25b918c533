import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Id, Json, Timestamp } from './columns.js';

/** A training video; `role_ids` are the roles allowed to see it. */
export interface VideoTable {
  id: Id;
  title: string;
  description: string | null;
  category: number;
  role_ids: number[];
  video_path: string;
  preview_image_path: string | null;
  preview: Defaulted<boolean>;
  content_type: string | null;
  size_bytes: number | null;
  active: Defaulted<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A message; who receives it is in `notification_recipient`. */
export interface NotificationTable {
  id: Id;
  title: string;
  body: string;
  persistent: Defaulted<boolean>;
  anonymous: Defaulted<boolean>;
  sender_user_id: number | null;
  target_roles: string | null;
  created_at: CreatedAt;
}

/** One recipient of a notification and whether (when) they read it. */
export interface NotificationRecipientTable {
  notification_id: number;
  user_id: number;
  read_at: Timestamp | null;
}

/** Who did what to which resource, when and from where. Never holds patient data; append-only. */
export interface AuditLogTable {
  id: Id;
  occurred_at: CreatedAt;
  actor_user_id: string | null;
  action: string;
  record_id: string | null;
  outcome: 'success' | 'denied' | 'failed';
  ip: string | null;
  request_id: string | null;
  /** SHA-256 of the previous line's hash and this line's content; null on lines written before the chain (0031). */
  hash: string | null;
}

/** The audit chain's head (one row): the hash of the last committed line, locked by each writer until its commit. */
export interface AuditChainTable {
  id: Generated<boolean>;
  head: string;
}

/** Site-wide settings by key (maintenance, payment year). */
export interface SettingTable {
  key: string;
  value: Json<unknown>;
  updated_at: CreatedAt;
  updated_by: number | null;
}

/** Mail waiting to be sent (or kept as the record when no SMTP server is configured). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Defaulted<number>;
  last_error: string | null;
}
