import type { CalendarDate, CreatedAt, Defaulted, Id, Timestamp } from './columns.js';

/** Roles, seeded with the fixed ids of the API (Doctor 5, InsuranceStaff 9). */
export interface RoleTable {
  id: number;
  name: string;
}

/** A person who signs in. Doctors also have a `doctor` row linked by `doctor.user_id`. */
export interface AppUserTable {
  id: Id;
  user_name: string;
  password_hash: string | null;
  role_id: number;
  document_id: string;
  first_name: string;
  last_name: string;
  speciality: string | null;
  sex: 'M' | 'F' | null;
  date_of_birth: CalendarDate | null;
  md_license_number: string | null;
  phone: string | null;
  phone2: string | null;
  email: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  insurance_id: number | null;
  ipa_number: string | null;
  active: Defaulted<boolean>;
  two_factor_enabled: Defaulted<boolean>;
  profile_completed: Defaulted<boolean>;
  /** Set when someone else chose the password (the operator's reset): the user must change it at the next sign-in. */
  must_change_password: Defaulted<boolean>;
  /** SHA-256 (hex) of the secret of the account's one pending set-password link, never the secret itself. */
  password_link_hash: string | null;
  password_link_expires_at: Timestamp | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One sign-in attempt, successful or not: the source of the login report and of abuse analysis. */
export interface SignInEventTable {
  id: Id;
  user_id: number | null;
  user_name: string;
  succeeded: boolean;
  method: 'password' | 'oidc';
  failure_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  occurred_at: CreatedAt;
}

/** A server-side session; a token is valid only while its session is neither revoked nor idle too long. */
export interface SessionTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  last_activity_at: CreatedAt;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

/** A user's TOTP secret and the last time step accepted (a code is never accepted twice). */
export interface TotpSecretTable {
  user_id: number;
  secret: string;
  confirmed_at: Timestamp | null;
  last_used_step: number | null;
  created_at: CreatedAt;
}

/** Failed sign-ins per normalised user name (known or not, so lockout reveals nothing). */
export interface SignInLockoutTable {
  user_name: string;
  failures: number;
  first_failure_at: Timestamp;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Single-use values (hub tickets) already redeemed, shared by every server process; kept until they expire. */
export interface SpentTicketTable {
  id: string;
  keep_until: Timestamp;
}
