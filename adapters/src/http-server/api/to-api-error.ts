import {
  reasonLines, wireFieldNamer, type AccountLocked, type Conflict, type FormWireNames, type Forbidden, type IdentityTokenRejected,
  type InvalidCredentials, type InvalidToken, type MailRejected, type MaintenanceOn, type NoLinkedAccount, type NotADoctor, type NotFound,
  type NotificationInvalid, type SecondFactorRequired, type ServiceUnavailable, type TotpRejected, type Unauthenticated, type ValidationFailed,
  type WireFormatError,
} from '@rafdesk/core';
import type { ApiError } from '../api-error.js';

/** Every failure a use case of this API can give. */
export type UseCaseError =
  | ValidationFailed | WireFormatError | InvalidCredentials | AccountLocked | SecondFactorRequired | TotpRejected | MaintenanceOn
  | Unauthenticated | InvalidToken | IdentityTokenRejected | NoLinkedAccount | Forbidden | NotFound | Conflict | NotificationInvalid
  | NotADoctor | MailRejected | ServiceUnavailable;

export const WRONG_CREDENTIALS_MESSAGE = 'The user name or password is incorrect';
export const CODE_REQUIRED_MESSAGE = 'code: Enter the 6-digit code of your authenticator app';
export const ENROL_FIRST_MESSAGE = 'code: Set up your authenticator app first (POST Authentication/TwoFactorEnrolment)';
export const CODE_REJECTED_MESSAGE = 'code: The code is wrong, expired or already used';
export const NO_LINKED_ACCOUNT_MESSAGE = 'No RAFdesk account uses this e-mail address';
export const NOT_A_DOCTOR_MESSAGE = 'userId: Only doctors have a profile to complete';
export const MAIL_REJECTED_MESSAGE = 'email1: This address cannot receive mail';

/**
 * The use cases' failures as the API's error kinds (which `toHttpError` turns into status and body). Form failures
 * name their fields as the wire spells them when `names` is given.
 */
export function toApiError(error: UseCaseError, names?: FormWireNames): ApiError {
  switch (error.kind) {
    case 'ValidationFailed':
      return { kind: 'Validation', errors: reasonLines(error, names ? wireFieldNamer(names) : undefined) };
    case 'WireFormatError':
      return { kind: 'Validation', errors: error.issues };
    case 'InvalidCredentials':
      return { kind: 'Validation', errors: [WRONG_CREDENTIALS_MESSAGE] };
    case 'AccountLocked':
      return { kind: 'TooManyRequests', retryAfterSeconds: error.retryAfterSeconds };
    case 'SecondFactorRequired':
      return { kind: 'Validation', errors: [error.enrolled ? CODE_REQUIRED_MESSAGE : ENROL_FIRST_MESSAGE] };
    case 'TotpRejected':
      return { kind: 'Validation', errors: [CODE_REJECTED_MESSAGE] };
    case 'NoLinkedAccount':
      return { kind: 'Validation', errors: [NO_LINKED_ACCOUNT_MESSAGE] };
    case 'Invalid':
      return { kind: 'Validation', errors: error.errors };
    case 'NotADoctor':
      return { kind: 'Validation', errors: [NOT_A_DOCTOR_MESSAGE] };
    case 'MailRejected':
      return { kind: 'Validation', errors: [MAIL_REJECTED_MESSAGE] };
    case 'IdentityTokenRejected':
      return { kind: 'Unauthenticated' };
    case 'Maintenance':
    case 'Unauthenticated':
    case 'InvalidToken':
    case 'Forbidden':
    case 'NotFound':
    case 'Conflict':
    case 'Unavailable':
      return error;
  }
}
