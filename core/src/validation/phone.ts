import { err, ok, type Result } from 'neverthrow';

/** Formatted phone numbers are 10 to 15 characters long. */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;

// Optional +1/1 country code, area code (optionally in brackets) and exchange starting 2-9, 4-digit line; blanks, dots or dashes between.
const NANP = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/** A North American number: its 10 digits (area code, exchange, line). */
export interface PhoneNumber {
  digits: string;
}

/** Reads a typed phone number; never throws. */
export function parsePhone(text: string): Result<PhoneNumber, 'NotAPhoneNumber'> {
  const match = NANP.exec(text.trim());
  if (!match) return err('NotAPhoneNumber');
  return ok({ digits: `${match[1]}${match[2]}${match[3]}` });
}

/** True for a 10-digit North American number whose area code and exchange start with 2–9. */
export function isPhone(text: string): boolean {
  return parsePhone(text).isOk();
}

/** The number as the forms show it: (787) 555-0123. */
export function formatPhone(phone: PhoneNumber): string {
  const d = phone.digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
