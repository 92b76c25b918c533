import type { AttachLimitExceeded } from '../validation/attach-limit.js';
import type { BillingRefused } from '../billing/billing-rules.js';
import type { ScoringFailed } from '../coding/payment-model.js';
import type { RosterFileInvalid } from '../coding/roster-table.js';
import type { IdentityTokenRejected } from '../ports/auth/identity-token-verifier.js';
import type { ServiceUnavailable } from '../ports/auth/service-unavailable.js';
import type { InvalidToken } from '../ports/auth/token-service.js';
import type { TotpRejected } from '../ports/auth/totp-verifier.js';
import type { VideoReadError, VideoWriteError } from '../ports/files/video-store.js';
import type { MailRejected } from '../ports/files/mailer.js';
import type { NotificationInvalid } from '../ports/realtime/notification-sender.js';
import type { Conflict, NotFound } from '../ports/repositories/storage-error.js';
import { reasonLines, type ValidationFailed } from '../validation/validation-failed.js';
import { wireFieldNamer, type FormWireNames } from '../wire/form-drafts.js';
import type { WireFormatError } from '../wire/wire-format-error.js';
import type { AccountLocked, Forbidden, IdentityProviderRefused, InvalidCredentials, MaintenanceOn, NoLinkedAccount, SecondFactorRequired, Unauthenticated } from './errors.js';
import type { RosterRejected } from './patients/roster-import.js';
import type { UnknownDiagnostic } from './records/record-errors.js';
import type { NotADoctor } from './users/account-actions.js';
import type { UndoExpired } from './undo/undo-window.js';

/** Every failure a use case can end with: the one vocabulary the API, the hub and the CLI word from. */
export type UseCaseFailure =
  | ValidationFailed | WireFormatError | InvalidCredentials | AccountLocked | SecondFactorRequired | TotpRejected | MaintenanceOn
  | Unauthenticated | InvalidToken | IdentityTokenRejected | NoLinkedAccount | IdentityProviderRefused | Forbidden | NotFound | Conflict | NotificationInvalid
  | NotADoctor | MailRejected | ServiceUnavailable | BillingRefused | ScoringFailed | UnknownDiagnostic | AttachLimitExceeded
  | RosterRejected | RosterFileInvalid | VideoWriteError | VideoReadError | UndoExpired;

/**
 * What kind of failure it is, whatever edge reports it: each edge turns a class into its own signal (an HTTP
 * status, a hub completion, an exit code) in one table.
 */
export type FailureClass =
  | 'input' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'unsupportedType' | 'tooManyAttempts' | 'maintenance'
  | 'unavailable' | 'bug';

export interface FailureWording {
  readonly class: FailureClass;
  /** One line per problem, "<field>: <reason>" where there is a field. Never a submitted value or a stack. */
  readonly lines: readonly string[];
  /** For `tooManyAttempts`: when to try again. */
  readonly retryAfterSeconds?: number;
}

/** How the edge spells the form's fields (`names`) and the field that carried diagnosis codes (`codeField`). */
export interface FieldSpelling {
  readonly names?: FormWireNames;
  readonly codeField?: string;
}

export const FAILURE_MESSAGES = {
  wrongCredentials: 'The user name or password is incorrect',
  codeRequired: 'code: Enter the 6-digit code of your authenticator app',
  enrolFirst: 'code: Set up your authenticator app first (POST Authentication/TwoFactorEnrolment)',
  codeRejected: 'code: The code is wrong, expired or already used',
  noLinkedAccount: 'No RAFdesk account uses this e-mail address',
  identityProviderRefused: 'This account signs in with its user name and password',
  notADoctor: 'userId: Only doctors have a profile to complete',
  mailRejected: 'email1: This address cannot receive mail',
  patientInactive: 'The patient is inactive: activate the patient before changing its diagnostics, billing or notes',
  uploadInterrupted: 'file: The upload was interrupted, please try again',
  unauthenticated: 'Please sign in again',
  forbidden: 'You do not have permission to do this',
  passwordChangeRequired: 'Please change your password first',
  maintenance: 'The portal is under maintenance',
  unavailable: 'The service is temporarily unavailable, please try again',
  unexpected: 'An unexpected error occurred',
  tooLarge: 'The request is too large',
  unsupportedType: 'This content type is not supported',
  tooManyAttempts: 'Too many attempts, please wait and try again',
} as const;

const input = (...lines: readonly string[]): FailureWording => ({ class: 'input', lines });
const fixed = (failureClass: FailureClass, line: string): FailureWording => ({ class: failureClass, lines: [line] });

/** Rejected roster lines as "line N: Column: reason", after a line saying nothing was imported. */
function rosterLines(error: RosterRejected): string[] {
  const rejected = error.report.lines.filter((line) => line.status === 'rejected');
  return [
    `No patient was imported: ${rejected.length} of ${error.report.lines.length} lines have errors (send importValidRows to import the others)`,
    ...rejected.flatMap((line) => line.errors.map((message) => `line ${line.line}: ${message}`)),
  ];
}

/**
 * The one wording of every use-case failure. Exhaustive: a new failure does not compile until it is worded here.
 * Form failures name their fields as the edge spells them (`spelling.names`).
 */
export function wordFailure(error: UseCaseFailure, spelling: FieldSpelling = {}): FailureWording {
  const codeField = spelling.codeField ?? 'diagnosticID';
  switch (error.kind) {
    case 'ValidationFailed': return input(...reasonLines(error, spelling.names ? wireFieldNamer(spelling.names) : undefined));
    case 'WireFormatError': return input(...error.issues);
    case 'Invalid': return input(...error.errors);
    case 'RosterFileInvalid': return input(...error.problems);
    case 'RosterRejected': return input(...rosterLines(error));
    case 'InvalidCredentials': return input(FAILURE_MESSAGES.wrongCredentials);
    case 'SecondFactorRequired': return input(error.enrolled ? FAILURE_MESSAGES.codeRequired : FAILURE_MESSAGES.enrolFirst);
    case 'TotpRejected': return input(FAILURE_MESSAGES.codeRejected);
    case 'NoLinkedAccount': return input(FAILURE_MESSAGES.noLinkedAccount);
    case 'IdentityProviderRefused': return input(FAILURE_MESSAGES.identityProviderRefused);
    case 'NotADoctor': return input(FAILURE_MESSAGES.notADoctor);
    case 'MailRejected': return input(FAILURE_MESSAGES.mailRejected);
    case 'PatientInactive': return input(FAILURE_MESSAGES.patientInactive);
    case 'DiagnosticInactive': return input(`${codeField}: The diagnostic ${error.code} is inactive`);
    case 'DiagnosticNotOnRecord': return input(`${codeField}: The record has no diagnostic ${error.code}`);
    case 'UnknownDiagnostic': return input(`${codeField}: ${error.code} is not in the diagnostic catalogue`);
    case 'AttachLimitExceeded': return input(error.message);
    case 'ScoringFailed': return input(`RAF: ${error.message}`);
    case 'UploadInterrupted': return input(FAILURE_MESSAGES.uploadInterrupted);
    case 'AccountLocked': return { class: 'tooManyAttempts', lines: [FAILURE_MESSAGES.tooManyAttempts], retryAfterSeconds: error.retryAfterSeconds };
    case 'Unauthenticated':
    case 'InvalidToken':
    case 'IdentityTokenRejected': return fixed('unauthenticated', FAILURE_MESSAGES.unauthenticated);
    case 'Forbidden': return fixed('forbidden', FAILURE_MESSAGES.forbidden);
    case 'NotFound': return fixed('notFound', `The ${error.entity} does not exist`);
    case 'VideoNotFound': return fixed('notFound', 'The video does not exist');
    case 'Conflict': return fixed('conflict', `${articleOf(error.entity)} ${error.entity} with this ${error.field} already exists`);
    // Named after the undo's field, with the reason: the window is over, so the delete stands.
    case 'UndoExpired': return fixed('conflict', `undoId: Too late to undo: a delete can be undone for ${error.windowSeconds} seconds, and this one stands`);
    case 'VideoTooLarge': return fixed('tooLarge', FAILURE_MESSAGES.tooLarge);
    // Named after the upload's field, with the reason: a wrong name, or bytes that are no MP4/QuickTime video.
    case 'UnsupportedVideoType': return fixed('unsupportedType', error.reason === 'extension'
      ? 'file: The video file must be an .mp4 or .mov file' : 'file: The file is not an MP4 or QuickTime video');
    case 'Maintenance': return fixed('maintenance', FAILURE_MESSAGES.maintenance);
    case 'Unavailable': return fixed('unavailable', FAILURE_MESSAGES.unavailable);
    // The stream answers 416 itself; reaching a wording is a bug.
    case 'RangeNotSatisfiable': return fixed('bug', FAILURE_MESSAGES.unexpected);
  }
}

/** 'An insurance', 'A user', 'A patient': the article English gives the word by its first sound (a "u" read "you" takes 'A'). */
function articleOf(word: string): string {
  return /^(?:[aio]|e(?!u)|u(?!s|ni|ti))/i.test(word) ? 'An' : 'A';
}
