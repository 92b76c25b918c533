import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import type { User, UserInput } from '../../domain/user.js';
import type { Page } from '../../ports/repositories/page.js';
import type { SortedPageRequest, UserSortField } from '../../ports/repositories/list-sort.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { NewUserAccount, SignInAccount, UserRepository } from '../../ports/repositories/user-repository.js';
import { byText, containsText, foundOr, pageOf, sortedByKeys, type SortKey } from './fake-results.js';
import type { InMemoryPracticeState, StoredAccount } from './in-memory-practice-state.js';
import type { LoginReportAccounts } from './in-memory-sign-in-stores.js';


// Each sortable column's stored value, as the database orders the Users list by it.
const USER_ORDER: Record<UserSortField, (account: StoredAccount) => SortKey> = {
  documentId: (account) => account.input.documentId,
  speciality: (account) => account.input.speciality,
  userName: (account) => account.userName,
  sex: (account) => account.input.sex,
  dateOfBirth: (account) => account.input.dateOfBirth,
  phone: (account) => account.input.phone,
  email: (account) => account.input.email,
  role: (account) => account.input.role,
};

/** {@link UserRepository} in memory, sharing doctors with {@link InMemoryDoctorRepository} through the state. */
export class InMemoryUserRepository implements UserRepository, LoginReportAccounts {
  constructor(private readonly state: InMemoryPracticeState) {}

  create(account: NewUserAccount, _at?: Date): ResultAsync<User, Conflict | StorageError> {
    const refused = this.clash(null, account.userName, account.user);
    if (refused !== null) return errAsync(refused);
    const stored: StoredAccount = {
      id: this.state.nextUserId(), input: account.user, userName: account.userName, passwordHash: account.passwordHash,
      profileCompleted: account.profileCompleted, active: true, twoFactorEnabled: false, identity: null,
    };
    this.state.accounts.set(stored.id, stored);
    this.syncDoctor(stored, account.policyAcceptedAt);
    return okAsync(this.state.user(stored));
  }

  update(id: UserId, user: UserInput, _at: Date, options: { profileCompleted?: boolean } = {}): ResultAsync<User, NotFound | Conflict | StorageError> {
    const stored = this.state.accounts.get(id);
    if (stored === undefined) return errAsync(notFound('user'));
    const refused = this.clash(id, stored.userName, user);
    if (refused !== null) return errAsync(refused);
    const updated = { ...stored, input: user, profileCompleted: options.profileCompleted ?? stored.profileCompleted };
    this.state.accounts.set(id, updated);
    this.syncDoctor(updated, null);
    return okAsync(this.state.user(updated));
  }

  findById(id: UserId): ResultAsync<User | null, StorageError> {
    const stored = this.state.accounts.get(id);
    return okAsync(stored === undefined ? null : this.state.user(stored));
  }

  findByDocumentId(documentId: string): ResultAsync<User | null, StorageError> {
    const stored = this.all().find((account) => account.input.documentId === documentId);
    return okAsync(stored === undefined ? null : this.state.user(stored));
  }

  findSignInAccount(userName: string): ResultAsync<SignInAccount | null, StorageError> {
    return this.account((account) => account.userName.toLowerCase() === userName.trim().toLowerCase());
  }

  findSignInAccountById(id: UserId): ResultAsync<SignInAccount | null, StorageError> {
    return this.account((account) => account.id === id);
  }

  findByIdentity(issuer: string, subject: string): ResultAsync<SignInAccount | null, StorageError> {
    return this.account((account) => account.identity?.issuer === issuer && account.identity.subject === subject);
  }

  findByEmail(email: string): ResultAsync<SignInAccount | null, StorageError> {
    const matches = this.all().filter((account) => account.input.email.toLowerCase() === email.trim().toLowerCase());
    return okAsync(matches.length === 1 && matches[0] !== undefined ? this.state.signInAccount(matches[0]) : null);
  }

  linkIdentity(id: UserId, issuer: string, subject: string): ResultAsync<void, NotFound | Conflict | StorageError> {
    const owner = this.all().find((account) => account.identity?.issuer === issuer && account.identity.subject === subject);
    if (owner !== undefined && owner.id !== id) return errAsync(conflict('user', 'identity'));
    return foundOr(this.state.accounts.get(id), 'user').map((account) => {
      account.identity = { issuer, subject };
    });
  }

  list(request: SortedPageRequest<UserSortField>): ResultAsync<Page<User>, StorageError> {
    const found = this.all().filter((account) => containsText(`${account.userName} ${account.input.documentId} ${account.input.email}`, request.searchQuery));
    const rows = request.sort == null
      ? found.sort((a, b) => byText(a.userName, b.userName) || a.id - b.id)
      : sortedByKeys(found, (account) => [USER_ORDER[request.sort?.field ?? 'userName'](account), account.id], request.sort.direction);
    return okAsync(pageOf(rows.map((account) => this.state.user(account)), request));
  }

  setPasswordHash(id: UserId, passwordHash: string, _at?: Date, options: { mustChange?: boolean } = {}): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.state.accounts.get(id), 'user').map((account) => {
      account.passwordHash = passwordHash;
      account.mustChangePassword = options.mustChange ?? false;
      account.passwordLink = null;
    });
  }

  setPasswordLink(id: UserId, secret: string, expiresAt: Date): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.state.accounts.get(id), 'user').map((account) => {
      account.passwordLink = { secret, expiresAt };
    });
  }

  redeemPasswordLink(secret: string, at: Date): ResultAsync<UserId | null, StorageError> {
    const account = this.all().find((candidate) => candidate.passwordLink?.secret === secret && candidate.passwordLink.expiresAt > at);
    if (account === undefined) return okAsync(null);
    account.passwordLink = null;
    return okAsync(account.id);
  }

  setTwoFactor(id: UserId, enabled: boolean): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.state.accounts.get(id), 'user').map((account) => {
      account.twoFactorEnabled = enabled;
    });
  }

  setActive(id: UserId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.state.accounts.get(id), 'user').map((account) => {
      account.active = active;
    });
  }

  delete(id: UserId): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.state.accounts.get(id), 'user').map(() => {
      this.state.accounts.delete(id);
      this.state.staff.delete(id);
      const doctor = this.state.doctorOfUser(id);
      if (doctor !== undefined) doctor.userId = null;
    });
  }

  idsWithRoles(roles: readonly RoleName[]): ResultAsync<UserId[], StorageError> {
    return okAsync(this.all().filter((account) => account.active && roles.includes(account.input.role)).map((account) => account.id).sort((a, b) => a - b));
  }

  existingIds(ids: readonly UserId[]): ResultAsync<UserId[], StorageError> {
    return okAsync([...new Set(ids)].filter((id) => this.state.accounts.has(id)).sort((a, b) => a - b));
  }

  /** The accounts the login report lists. */
  accounts(): { id: UserId; userName: string; firstName: string; lastName: string }[] {
    return this.all().map((account) => ({ id: account.id, userName: account.userName, firstName: account.input.firstName, lastName: account.input.lastName }));
  }

  private all(): StoredAccount[] {
    return [...this.state.accounts.values()];
  }

  private account(match: (account: StoredAccount) => boolean): ResultAsync<SignInAccount | null, StorageError> {
    const found = this.all().find(match);
    return okAsync(found === undefined ? null : this.state.signInAccount(found));
  }

  private clash(id: UserId | null, userName: string, user: UserInput): Conflict | null {
    const others = this.all().filter((account) => account.id !== id);
    if (others.some((account) => account.userName.toLowerCase() === userName.toLowerCase())) return conflict('user', 'userName');
    if (others.some((account) => account.input.documentId === user.documentId)) return conflict('user', 'documentId');
    if (user.role !== 'Doctor') return null;
    const own = id === null ? undefined : this.state.doctorOfUser(id);
    const byNpi = [...this.state.doctors.values()].find((doctor) => doctor.input.npi === user.documentId);
    if (byNpi !== undefined && byNpi.id !== own?.id && (byNpi.userId !== null || own !== undefined)) return conflict('doctor', 'npi');
    return null;
  }

  private syncDoctor(account: StoredAccount, policyAcceptedAt: Date | null): void {
    const own = this.state.doctorOfUser(account.id);
    if (account.input.role !== 'Doctor') {
      if (own !== undefined) own.userId = null;
      return;
    }
    const { input } = account;
    const target = own ?? [...this.state.doctors.values()].find((doctor) => doctor.input.npi === input.documentId);
    const doctorInput = {
      npi: input.documentId, firstName: input.firstName, lastName: input.lastName, speciality: input.speciality, mdLicenseNumber: input.mdLicenseNumber,
      dateOfBirth: input.dateOfBirth, sex: input.sex, phone: input.phone, phone2: input.phone2, email: input.email, street: input.street, city: input.city,
      state: input.state, zip: input.zip, policyAcceptedAt: policyAcceptedAt ?? target?.input.policyAcceptedAt ?? null,
      profile: {
        whatsAppPhone: input.whatsAppPhone, authorizedContact1: input.authorizedContact1, authorizedContact2: input.authorizedContact2,
        billingProgramIds: input.billingProgramIds, recordProgramIds: input.recordProgramIds, serviceIds: input.serviceIds,
        otherBillingProgram: input.otherBillingProgram, otherRecordProgram: input.otherRecordProgram, addresses: this.state.withAddressIds(input.addresses),
      },
    };
    if (target !== undefined) {
      Object.assign(target, { userId: account.id, input: doctorInput });
      return;
    }
    const id = this.state.nextDoctorId();
    this.state.doctors.set(id, { id, userId: account.id, input: doctorInput, active: true });
  }
}
