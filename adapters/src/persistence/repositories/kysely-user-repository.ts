import { createHash } from 'node:crypto';
import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql, type Expression } from 'kysely';
import {
  notFound, roleIdOf, serviceUnavailable, type Conflict, type NewUserAccount, type NotFound, type Page, type RoleName, type SortedPageRequest, type UserSortField,
  type SignInAccount, type StorageError, type User, type UserId, type UserInput, type UserRepository,
} from '@rafdesk/core';
import { attempt, attemptOr } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { orConflict, uniqueConflict } from './conflicts.js';
import { containsPattern, limits, pageFrom, searchText } from './paging.js';
import { column, lowered, orderedBy } from './list-order.js';
import { selectUsers, signInAccountFromRow, userColumns, usersFromRows } from './user-rows.js';
import { syncDoctorOfUser } from './doctor-sync.js';


// The Users list's sort fields as stored columns (the id is added last).
const USER_ORDER: Record<UserSortField, readonly Expression<unknown>[]> = {
  documentId: [lowered('u.document_id')], speciality: [lowered('u.speciality')], userName: [lowered('u.user_name')], sex: [lowered('u.sex')],
  dateOfBirth: [column('u.date_of_birth')], phone: [lowered('u.phone')], email: [lowered('u.email')], role: [lowered('r.name')],
};

/** {@link UserRepository} over the `app_user` table (and `doctor` for Doctor-role accounts). */
export class KyselyUserRepository implements UserRepository {
  constructor(private readonly db: Executor) {}

  create(account: NewUserAccount, at: Date): ResultAsync<User, Conflict | StorageError> {
    return transact(this.db, async (trx): Promise<Result<User, Conflict | StorageError>> => {
      const inserted = await orConflict(trx.insertInto('app_user').values({
        ...userColumns(account.user), user_name: account.userName, password_hash: account.passwordHash,
        profile_completed: account.profileCompleted, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow());
      if (!inserted.ok) return err(inserted.conflict);
      const synced = await syncDoctorOfUser(trx, inserted.value.id, account.user, account.policyAcceptedAt, at);
      if (synced.isErr()) return err(synced.error);
      return (await this.read(trx, inserted.value.id)).andThen((user) => (user === null ? err(serviceUnavailable('storage user vanished')) : ok(user)));
    });
  }

  update(id: UserId, user: UserInput, at: Date, options: { profileCompleted?: boolean } = {}): ResultAsync<User, NotFound | Conflict | StorageError> {
    return transact(this.db, async (trx): Promise<Result<User, NotFound | Conflict | StorageError>> => {
      const updated = await orConflict(trx.updateTable('app_user')
        .set({ ...userColumns(user), updated_at: at, ...(options.profileCompleted === undefined ? {} : { profile_completed: options.profileCompleted }) })
        .where('id', '=', id).returning('id').executeTakeFirst());
      if (!updated.ok) return err(updated.conflict);
      if (updated.value === undefined) return err(notFound('user'));
      const synced = await syncDoctorOfUser(trx, id, user, null, at);
      if (synced.isErr()) return err(synced.error);
      return (await this.read(trx, id)).andThen((found) => (found === null ? err(notFound('user')) : ok(found)));
    });
  }

  findById(id: UserId): ResultAsync<User | null, StorageError> {
    return attempt(this.read(this.db, id)).andThen((result) => result);
  }

  findByDocumentId(documentId: string): ResultAsync<User | null, StorageError> {
    return attempt(selectUsers(this.db).where('u.document_id', '=', documentId).execute().then((rows) => usersFromRows(this.db, rows)))
      .andThen((result) => result.map((users) => users[0] ?? null));
  }

  findSignInAccount(userName: string): ResultAsync<SignInAccount | null, StorageError> {
    return this.account(selectUsers(this.db).where(sql<string>`lower(u.user_name)`, '=', userName.trim().toLowerCase()));
  }

  findSignInAccountById(id: UserId): ResultAsync<SignInAccount | null, StorageError> {
    return this.account(selectUsers(this.db).where('u.id', '=', id));
  }

  findByIdentity(issuer: string, subject: string): ResultAsync<SignInAccount | null, StorageError> {
    return this.account(selectUsers(this.db).where('u.oidc_issuer', '=', issuer).where('u.oidc_subject', '=', subject));
  }

  findByEmail(email: string): ResultAsync<SignInAccount | null, StorageError> {
    return attempt(selectUsers(this.db).where(sql<string>`lower(u.email)`, '=', email.trim().toLowerCase()).limit(2).execute())
      .map((rows) => (rows.length === 1 && rows[0] !== undefined ? signInAccountFromRow(rows[0]) : null));
  }

  linkIdentity(id: UserId, issuer: string, subject: string): ResultAsync<void, NotFound | Conflict | StorageError> {
    return attemptOr(withAuditLine(this.db, (db) => db.updateTable('app_user').set({ oidc_issuer: issuer, oidc_subject: subject }).where('id', '=', id).returning('id').execute()), uniqueConflict)
      .andThen((rows) => (rows.length === 0 ? err(notFound('user')) : ok(undefined)));
  }

  list(request: SortedPageRequest<UserSortField>): ResultAsync<Page<User>, StorageError> {
    const text = searchText(request.searchQuery);
    const filtered = () => selectUsers(this.db).$if(text !== null, (query) =>
      query.where(sql<string>`u.user_name || ' ' || u.document_id || ' ' || coalesce(u.email, '')`, 'ilike', containsPattern(text ?? '')));
    const { limit, offset } = limits(request);
    return attempt((async (): Promise<Result<Page<User>, StorageError>> => {
      const sort = request.sort;
      const ordered = sort == null ? filtered().orderBy(sql`lower(u.user_name)`).orderBy('u.id') : orderedBy(filtered(), [...USER_ORDER[sort.field], column('u.id')], sort.direction);
      const rows = await ordered.limit(limit).offset(offset).execute();
      const users = await usersFromRows(this.db, rows);
      if (users.isErr()) return err(users.error);
      const byId = new Map(users.value.map((user) => [user.id as number, user]));
      return ok(await pageFrom(request, rows.map((row) => byId.get(row.id) as User),
        async () => Number((await filtered().clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)));
    })()).andThen((result) => result);
  }

  setPasswordHash(id: UserId, passwordHash: string, at: Date, options: { mustChange?: boolean } = {}): ResultAsync<void, NotFound | StorageError> {
    return this.change(id, {
      password_hash: passwordHash, must_change_password: options.mustChange ?? false, password_link_hash: null, password_link_expires_at: null, updated_at: at,
    });
  }

  setPasswordLink(id: UserId, secret: string, expiresAt: Date, at: Date): ResultAsync<void, NotFound | StorageError> {
    return this.change(id, { password_link_hash: linkHash(secret), password_link_expires_at: expiresAt, updated_at: at });
  }

  redeemPasswordLink(secret: string, at: Date): ResultAsync<UserId | null, StorageError> {
    // One statement: of two concurrent redemptions of one link, only one finds it.
    return attempt(withAuditLine(this.db, (db) => db.updateTable('app_user').set({ password_link_hash: null, password_link_expires_at: null, updated_at: at })
      .where('password_link_hash', '=', linkHash(secret)).where('password_link_expires_at', '>', at).returning('id').executeTakeFirst()))
      .map((row) => (row === undefined ? null : (row.id as UserId)));
  }

  setTwoFactor(id: UserId, enabled: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    return this.change(id, { two_factor_enabled: enabled, updated_at: at });
  }

  setActive(id: UserId, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    return this.change(id, { active, updated_at: at });
  }

  delete(id: UserId): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('app_user').where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('user')) : ok(undefined)));
  }

  idsWithRoles(roles: readonly RoleName[]): ResultAsync<UserId[], StorageError> {
    if (roles.length === 0) return okAsync([]);
    return attempt(this.db.selectFrom('app_user').select('id').where('role_id', 'in', roles.map(roleIdOf)).where('active', '=', true).orderBy('id').execute())
      .map((rows) => rows.map((row) => row.id as UserId));
  }

  existingIds(ids: readonly UserId[]): ResultAsync<UserId[], StorageError> {
    if (ids.length === 0) return okAsync([]);
    return attempt(this.db.selectFrom('app_user').select('id').where('id', 'in', [...ids]).orderBy('id').execute())
      .map((rows) => rows.map((row) => row.id as UserId));
  }

  private async read(db: Executor, id: number) {
    const rows = await selectUsers(db).where('u.id', '=', id).execute();
    return (await usersFromRows(db, rows)).map((users) => users[0] ?? null);
  }

  private account(query: ReturnType<typeof selectUsers>): ResultAsync<SignInAccount | null, StorageError> {
    return attempt(query.executeTakeFirst()).map((row) => (row === undefined ? null : signInAccountFromRow(row)));
  }

  private change(id: UserId, values: {
    password_hash?: string; must_change_password?: boolean; password_link_hash?: string | null; password_link_expires_at?: Date | null;
    two_factor_enabled?: boolean; active?: boolean; updated_at: Date;
  }): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('app_user').set(values).where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('user')) : ok(undefined)));
  }
}

/** What is stored of a link's secret: its SHA-256, so a copy of the database cannot be used to set a password. */
const linkHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');
