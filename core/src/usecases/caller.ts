import type { DoctorId, UserId } from '../domain/ids.js';
import type { RoleName } from '../domain/role.js';

/** The signed-in user a request speaks for, as proven by a live session. */
export interface Caller {
  readonly userId: UserId;
  readonly userName: string;
  readonly role: RoleName;
  readonly sessionId: string;
  /** The doctor this account is, for Doctor-role accounts. */
  readonly doctorId: DoctorId | null;
  /** Someone else chose the password: until the user changes it, only changing it and signing out are allowed. */
  readonly mustChangePassword?: boolean;
}
