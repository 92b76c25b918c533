import { err, ok, type Result } from 'neverthrow';
import { validationFailed, type ValidationFailed } from './validation-failed.js';

/** Shortest password accepted (ASVS 6.2.1); long passphrases are welcome. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

// The most used passwords of the public breach lists that are long enough to pass the length rule.
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', '87654321', '11111111',
  '00000000', 'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1qaz2wsx', 'iloveyou', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'letmein1', 'trustno1', 'superman', 'whatever', 'starwars',
  'computer', 'michelle', 'jennifer', 'p@ssw0rd', 'p@ssword', 'changeme', 'admin123', 'administrator', 'asdfghjk', 'zaq12wsx',
]);

/** The rules a new password follows (no composition rules: length, not a well-known password, not the user name). */
export function checkNewPassword(password: string, userName: string, field = 'password'): Result<string, ValidationFailed> {
  const refuse = (message: string) => err(validationFailed([{ field, message }]));
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return refuse(`The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  }
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return refuse('This password is too common; choose another');
  if (lowered === userName.trim().toLowerCase()) return refuse('The password must not be the user name');
  return ok(password);
}
