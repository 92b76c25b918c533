import type { DoctorId, UserId } from '../../domain/ids.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { SignUpLookups } from '../../domain/program-selection.js';
import type { User, UserInput } from '../../domain/user.js';
import type { DoctorDetails, DoctorInput } from '../../ports/repositories/doctor-repository.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import { DEFAULT_LOOKUPS } from './in-memory-operations.js';

/** An account as the in-memory store keeps it. */
export interface StoredAccount {
  id: UserId;
  input: UserInput;
  userName: string;
  passwordHash: string | null;
  mustChangePassword?: boolean;
  passwordLink?: { secret: string; expiresAt: Date } | null;
  profileCompleted: boolean;
  active: boolean;
  twoFactorEnabled: boolean;
  identity: { issuer: string; subject: string } | null;
}

/** A doctor as the in-memory store keeps it. */
export interface StoredDoctor {
  id: DoctorId;
  userId: UserId | null;
  input: DoctorInput;
  active: boolean;
}

/** What the in-memory user and doctor repositories share, so a Doctor account and its doctor stay one. */
export class InMemoryPracticeState {
  readonly accounts = new Map<UserId, StoredAccount>();
  readonly doctors = new Map<DoctorId, StoredDoctor>();
  readonly staff = new Map<UserId, Set<DoctorId>>();
  private lastUserId = 0;
  private lastDoctorId = 0;
  private lastAddressId = 0;

  constructor(readonly lookups: SignUpLookups = DEFAULT_LOOKUPS, readonly insuranceName: (id: number) => string | null = () => null) {}

  nextUserId(): UserId {
    this.lastUserId += 1;
    return this.lastUserId as UserId;
  }

  nextDoctorId(): DoctorId {
    this.lastDoctorId += 1;
    return this.lastDoctorId as DoctorId;
  }

  /** Gives unsaved address groups ids, as storing them would. */
  withAddressIds(addresses: readonly DoctorAddress[]): DoctorAddress[] {
    return addresses.map((address) => {
      this.lastAddressId += 1;
      return { ...address, id: this.lastAddressId as DoctorAddress['id'] };
    });
  }

  doctorOfUser(userId: UserId): StoredDoctor | undefined {
    return [...this.doctors.values()].find((doctor) => doctor.userId === userId);
  }

  user(account: StoredAccount): User {
    const doctor = this.doctorOfUser(account.id);
    const profile = doctor?.input.profile;
    const { input } = account;
    return {
      id: account.id, remoteUserId: account.id, doctorId: doctor?.id ?? null, documentId: input.documentId, userName: account.userName,
      fullName: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName, speciality: input.speciality, sex: input.sex,
      dateOfBirth: input.dateOfBirth, mdLicenseNumber: input.mdLicenseNumber, phone: input.phone, phone2: input.phone2, email: input.email, street: input.street,
      city: input.city, state: input.state, zip: input.zip, role: input.role, active: account.active, twoFactorEnabled: account.twoFactorEnabled,
      insuranceId: input.insuranceId, insuranceName: input.insuranceId === null ? null : this.insuranceName(input.insuranceId), ipaNumber: input.ipaNumber,
      whatsAppPhone: profile?.whatsAppPhone ?? null,
      authorizedContact1: profile?.authorizedContact1 ?? { firstName: null, lastName: null },
      authorizedContact2: profile?.authorizedContact2 ?? { firstName: null, lastName: null },
      billingProgramIds: sorted(profile?.billingProgramIds), recordProgramIds: sorted(profile?.recordProgramIds), serviceIds: sorted(profile?.serviceIds),
      otherBillingProgram: profile?.otherBillingProgram ?? null, otherRecordProgram: profile?.otherRecordProgram ?? null, addresses: profile?.addresses ?? [],
    };
  }

  signInAccount(account: StoredAccount): SignInAccount {
    return {
      userId: account.id, userName: account.userName, passwordHash: account.passwordHash, role: account.input.role, active: account.active,
      twoFactorEnabled: account.twoFactorEnabled, profileCompleted: account.profileCompleted, mustChangePassword: account.mustChangePassword ?? false, fullName: `${account.input.firstName} ${account.input.lastName}`,
      email: account.input.email, ipaNumber: account.input.ipaNumber, doctorId: this.doctorOfUser(account.id)?.id ?? null,
    };
  }

  doctor(stored: StoredDoctor): Doctor {
    const { input } = stored;
    return {
      id: stored.id, npi: input.npi, fullName: `${input.firstName} ${input.lastName}`, speciality: input.speciality, dateOfBirth: input.dateOfBirth,
      sex: input.sex, phone: input.phone, phone2: input.phone2, email: input.email, street: input.street, city: input.city, state: input.state,
      zip: input.zip, active: stored.active,
    };
  }

  details(stored: StoredDoctor): DoctorDetails {
    const { profile } = stored.input;
    return {
      ...this.doctor(stored), userId: stored.userId, firstName: stored.input.firstName, lastName: stored.input.lastName, mdLicenseNumber: stored.input.mdLicenseNumber,
      profile: { ...profile, billingProgramIds: sorted(profile.billingProgramIds), recordProgramIds: sorted(profile.recordProgramIds), serviceIds: sorted(profile.serviceIds) },
    };
  }
}

function sorted(ids: readonly number[] | undefined): number[] {
  return [...new Set(ids ?? [])].sort((a, b) => a - b);
}
