import type { ResultAsync } from 'neverthrow';
import type { DoctorId, UserId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import type { User, UserInput } from '../../domain/user.js';
import type { Conflict, NotFound, StorageError } from './storage-error.js';
import type { Page } from './page.js';
import type { SortedPageRequest, UserSortField } from './list-sort.js';

/** What sign-in needs to know about an account, including its password hash (never sent anywhere). */
export interface SignInAccount {
  readonly userId: UserId;
  readonly userName: string;
  readonly passwordHash: string | null;
  readonly role: RoleName;
  readonly active: boolean;
  readonly twoFactorEnabled: boolean;
  readonly profileCompleted: boolean;
  /** The password was chosen by someone else (an operator's reset): the user must change it before anything else. */
  readonly mustChangePassword: boolean;
  readonly fullName: string;
  readonly email: string;
  readonly ipaNumber: string | null;
  readonly doctorId: DoctorId | null;
}

/** A new account: the form, the name to sign in with and (unless it signs in only through the identity provider) a hash. */
export interface NewUserAccount {
  readonly user: UserInput;
  readonly userName: string;
  readonly passwordHash: string | null;
  readonly profileCompleted: boolean;
  /** When the doctor accepted the terms, privacy policy and HIPAA agreement (sign-up only). */
  readonly policyAcceptedAt: Date | null;
}

/**
 * Portal accounts. A user with the Doctor role is one doctor: creating or updating such a user writes the
 * doctor row (NPI = document id), its addresses and program choices in the same transaction, so a
 * doctor is never half-registered.
 */
export interface UserRepository {
  /**
   * Creates the account. User names are unique regardless of letter case, document ids are unique;
   * a Doctor is linked to an existing doctor row with that NPI when that row has no account yet.
   */
  create(account: NewUserAccount, at: Date): ResultAsync<User, Conflict | StorageError>;
  /** Replaces the form fields of an account (role and document id included); doctor profile lists are replaced whole. */
  update(id: UserId, user: UserInput, at: Date, options?: { profileCompleted?: boolean }): ResultAsync<User, NotFound | Conflict | StorageError>;
  /** `ok(null)` when no account has this id. */
  findById(id: UserId): ResultAsync<User | null, StorageError>;
  /** The account whose document id (a doctor's NPI) this is. */
  findByDocumentId(documentId: string): ResultAsync<User | null, StorageError>;
  /** Case-insensitive on the user name. */
  findSignInAccount(userName: string): ResultAsync<SignInAccount | null, StorageError>;
  findSignInAccountById(id: UserId): ResultAsync<SignInAccount | null, StorageError>;
  /** The account linked to this identity-provider subject. */
  findByIdentity(issuer: string, subject: string): ResultAsync<SignInAccount | null, StorageError>;
  /** Case-insensitive on the e-mail address; `ok(null)` also when several accounts share it (ambiguous). */
  findByEmail(email: string): ResultAsync<SignInAccount | null, StorageError>;
  /** Links an identity-provider subject to an account; one subject names one account. */
  linkIdentity(id: UserId, issuer: string, subject: string): ResultAsync<void, NotFound | Conflict | StorageError>;
  /**
   * Accounts ordered by user name, or by the asked-for column (texts in any letter case, the id breaking ties); the
   * search matches user name, document id or e-mail (substring, any case).
   */
  list(request: SortedPageRequest<UserSortField>): ResultAsync<Page<User>, StorageError>;
  /** Stores a new password hash; `mustChange` (default false) makes the user change it at the next sign-in. Any set-password link ends. */
  setPasswordHash(id: UserId, passwordHash: string, at: Date, options?: { mustChange?: boolean }): ResultAsync<void, NotFound | StorageError>;
  /** Gives the account one pending set-password link (replacing an earlier one); only a one-way hash of `secret` is stored. */
  setPasswordLink(id: UserId, secret: string, expiresAt: Date, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Spends the link of `secret` once: the account's id when the link exists and has not expired at `at`, else null. */
  redeemPasswordLink(secret: string, at: Date): ResultAsync<UserId | null, StorageError>;
  setTwoFactor(id: UserId, enabled: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  setActive(id: UserId, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Removes the account with its sessions, TOTP secret and staff links; its doctor row (and patients) stay. */
  delete(id: UserId): ResultAsync<void, NotFound | StorageError>;
  /** Ids of the active accounts that have one of these roles (notification fan-out). */
  idsWithRoles(roles: readonly RoleName[]): ResultAsync<UserId[], StorageError>;
  /** Those of `ids` that name an existing account. */
  existingIds(ids: readonly UserId[]): ResultAsync<UserId[], StorageError>;
}
