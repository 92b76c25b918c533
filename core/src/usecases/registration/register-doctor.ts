import type { ResultAsync } from 'neverthrow';
import type { OutgoingNotification } from '../../domain/notification.js';
import { REGISTRATION_NOTIFICATION_TITLE } from '../../domain/notification.js';
import type { SignUpForm } from '../../domain/sign-up.js';
import type { User, UserInput } from '../../domain/user.js';
import type { NotificationInvalid } from '../../ports/realtime/notification-sender.js';
import type { StoredNotification } from '../../ports/repositories/notification-repository.js';
import type { Conflict, StorageError } from '../../ports/repositories/storage-error.js';
import { validateSignUpForm, type SignUpFormDraft } from '../../validation/sign-up-form.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { publishNotification, storeNotification } from '../notifications/deliver-notification.js';

export type RegisterPorts = Pick<AppPorts, 'unitOfWork' | 'lookups' | 'hubBus' | 'clock'>;

/** Who reads the registration notices: the administrators who onboard new subscribers (see docs/decisions.md). */
export const REGISTRATION_RECIPIENT_ROLES = ['Admin'] as const;

/** The account fields of a sign-up: a Doctor with no insurance company (the API's insurance 999). */
export function userInputOfSignUp(form: SignUpForm, extra: { phone2: string | null; ipaNumber: string | null } = { phone2: null, ipaNumber: null }): UserInput {
  const first = form.addresses[0];
  return {
    whatsAppPhone: form.whatsAppPhone, authorizedContact1: form.authorizedContact1, authorizedContact2: form.authorizedContact2,
    billingProgramIds: form.billingProgramIds, recordProgramIds: form.recordProgramIds, serviceIds: form.serviceIds,
    otherBillingProgram: form.otherBillingProgram, otherRecordProgram: form.otherRecordProgram, addresses: form.addresses,
    id: null, role: 'Doctor', documentId: form.npi, mdLicenseNumber: form.mdLicenseNumber, insuranceId: null, ipaNumber: extra.ipaNumber,
    firstName: form.firstName, lastName: form.lastName, speciality: form.speciality ?? '', sex: form.sex, dateOfBirth: form.dateOfBirth,
    phone: form.phone ?? first?.phone ?? '', phone2: extra.phone2, email: form.email,
    street: form.street ?? first?.street ?? '', city: form.city ?? first?.city ?? '', state: form.state ?? first?.state ?? '', zip: form.zip ?? first?.zip ?? '',
  };
}

/** The notice the onboarding team gets: NPI, name and e-mail of the new doctor. */
export function registrationNotice(form: SignUpForm): OutgoingNotification {
  return {
    title: REGISTRATION_NOTIFICATION_TITLE,
    body: `NPI: ${form.npi}, Name: ${form.firstName} ${form.lastName}, Email: ${form.email}`,
    recipientUserIds: [], recipientRoles: [...REGISTRATION_RECIPIENT_ROLES], persistent: true, anonymous: true,
  };
}

/**
 * Registers a physician from the public sign-up form: a Doctor account (role 5, no insurance company) named by its NPI,
 * its doctor row, addresses and program choices, with the time the three agreements were accepted. In the same
 * transaction a persistent "New User Registration" notice is stored for the onboarding team, then pushed live. The
 * account has no password yet: the team sends one (ResendPassword) once they have checked the registration.
 */
export function registerDoctor(ports: RegisterPorts, draft: SignUpFormDraft): ResultAsync<User, ValidationFailed | Conflict | NotificationInvalid | StorageError> {
  return ports.unitOfWork.run((repositories) => repositories.lookups.signUpLookups()
    .andThen((lookups) => validateSignUpForm(draft, lookups))
    .andThen((form) => {
      const at = ports.clock.now();
      return repositories.users.create({ user: userInputOfSignUp(form), userName: form.npi, passwordHash: null, profileCompleted: true, policyAcceptedAt: at }, at)
        .andThen((user) => storeNotification({ ...repositories, clock: ports.clock }, registrationNotice(form), null)
          .map((notice): { user: User; notice: StoredNotification } => ({ user, notice })));
    }))
    .andThen(({ user, notice }) => publishNotification(ports, notice).map(() => user));
}
