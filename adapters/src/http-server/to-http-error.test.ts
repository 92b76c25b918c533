import { describe, expect, it } from 'vitest';
import type { RouteFailure, RouteFailureKind } from './route-failure.js';
import { toHttpError } from './to-http-error.js';

const cases: Record<RouteFailureKind, [RouteFailure, number]> = {
  Validation: [{ kind: 'Validation', errors: ['documentID: This field is required', 'Selection exceeded - Please select up to 12 diagnostics'] }, 400],
  Unauthenticated: [{ kind: 'Unauthenticated' }, 401],
  Forbidden: [{ kind: 'Forbidden' }, 403],
  PasswordChangeRequired: [{ kind: 'PasswordChangeRequired' }, 403],
  NotFound: [{ kind: 'NotFound', entity: 'record' }, 404],
  Conflict: [{ kind: 'Conflict', entity: 'user', field: 'userName' }, 409],
  UndoExpired: [{ kind: 'UndoExpired', windowSeconds: 30 }, 409],
  ValidationFailed: [{ kind: 'ValidationFailed', issues: [{ field: 'phone', message: 'The Phone must be either a valid phone number or e-mail' }] }, 400],
  InvalidToken: [{ kind: 'InvalidToken', reason: 'expired' }, 401],
  PayloadTooLarge: [{ kind: 'PayloadTooLarge' }, 413],
  UnsupportedMediaType: [{ kind: 'UnsupportedMediaType' }, 415],
  TooManyRequests: [{ kind: 'TooManyRequests', retryAfterSeconds: 30 }, 429],
  Maintenance: [{ kind: 'Maintenance' }, 503],
  Unavailable: [{ kind: 'Unavailable' }, 500],
  Unexpected: [{ kind: 'Unexpected' }, 500],
  WireFormatError: [{ kind: 'WireFormatError', entity: 'user', issues: ['userId: Expected number'] }, 400],
  InvalidCredentials: [{ kind: 'InvalidCredentials' }, 400],
  AccountLocked: [{ kind: 'AccountLocked', retryAfterSeconds: 60 }, 429],
  SecondFactorRequired: [{ kind: 'SecondFactorRequired', enrolled: true }, 400],
  TotpRejected: [{ kind: 'TotpRejected', reason: 'invalid' }, 400],
  IdentityTokenRejected: [{ kind: 'IdentityTokenRejected', reason: 'expired' }, 401],
  NoLinkedAccount: [{ kind: 'NoLinkedAccount' }, 400],
  IdentityProviderRefused: [{ kind: 'IdentityProviderRefused' }, 400],
  Invalid: [{ kind: 'Invalid', errors: ['UserId_M: at least one recipient is required'] }, 400],
  NotADoctor: [{ kind: 'NotADoctor' }, 400],
  MailRejected: [{ kind: 'MailRejected', reason: 'recipient' }, 400],
  PatientInactive: [{ kind: 'PatientInactive' }, 400],
  DiagnosticInactive: [{ kind: 'DiagnosticInactive', code: 'E119' }, 400],
  DiagnosticNotOnRecord: [{ kind: 'DiagnosticNotOnRecord', code: 'E119' }, 400],
  ScoringFailed: [{ kind: 'ScoringFailed', message: 'no model for 1999' }, 400],
  UnknownDiagnostic: [{ kind: 'UnknownDiagnostic', code: 'Z9999' }, 400],
  AttachLimitExceeded: [{ kind: 'AttachLimitExceeded', limit: 12, attempted: 13, message: 'Selection exceeded - Please select up to 12 diagnostics' }, 400],
  RosterRejected: [{ kind: 'RosterRejected', report: { imported: 0, rejected: 1, ignoredColumns: [], lines: [{ line: 2, documentId: null, status: 'rejected', errors: ['Zip: This field is required'] }] } }, 400],
  RosterFileInvalid: [{ kind: 'RosterFileInvalid', problems: ['file: The roster has no header line'] }, 400],
  VideoTooLarge: [{ kind: 'VideoTooLarge', limit: 10 }, 413],
  UnsupportedVideoType: [{ kind: 'UnsupportedVideoType', reason: 'content' }, 415],
  UploadInterrupted: [{ kind: 'UploadInterrupted' }, 400],
  VideoNotFound: [{ kind: 'VideoNotFound' }, 404],
  RangeNotSatisfiable: [{ kind: 'RangeNotSatisfiable', totalSize: 10 }, 500],
};

describe('toHttpError', () => {
  it.each(Object.entries(cases))('maps %s to its status with an errors list', (_kind, [error, status]) => {
    const answer = toHttpError(error);
    expect(answer.status).toBe(status);
    expect(answer.body.errors.length).toBeGreaterThan(0);
    expect(answer.body.errors.every((line) => typeof line === 'string' && line.trim() !== '')).toBe(true);
  });

  it('passes validation messages through unchanged, so the web app can toast each one', () => {
    expect(toHttpError(cases.Validation[0]).body).toEqual({ errors: ['documentID: This field is required', 'Selection exceeded - Please select up to 12 diagnostics'] });
  });

  it('words core failures as "<field>: <reason>" and a conflict by its entity and field, never by a value', () => {
    expect(toHttpError(cases.ValidationFailed[0]).body).toEqual({ errors: ['phone: The Phone must be either a valid phone number or e-mail'] });
    expect(toHttpError(cases.Conflict[0]).body).toEqual({ errors: ['A user with this userName already exists'] });
    expect(toHttpError({ kind: 'Unavailable', reason: 'ECONNREFUSED 10.0.0.5:5432' }).body.errors.join()).not.toContain('10.0.0.5');
  });

  it('adds Retry-After in whole seconds, at least one', () => {
    expect(toHttpError({ kind: 'TooManyRequests', retryAfterSeconds: 12.2 }).headers).toEqual({ 'retry-after': '13' });
    expect(toHttpError({ kind: 'TooManyRequests', retryAfterSeconds: 0 }).headers).toEqual({ 'retry-after': '1' });
  });

  it('never says "success" in an error, which the web app would show as a success toast', () => {
    for (const [error] of Object.values(cases)) {
      if (error.kind === 'Validation') continue;
      expect(toHttpError(error).body.errors.join(' ').toLowerCase()).not.toContain('success');
    }
  });
});
